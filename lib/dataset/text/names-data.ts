/**
 * Word lists for invented Danish names. Each list is ordinary Danish naming stock; the generator combines them
 * freely, so a produced name is an invention even when its parts are common.
 */

// biome-ignore format: a compact word list
export const MALE_FIRST_NAMES: readonly string[] = [
  'Aage', 'Aksel', 'Albert', 'Alfred', 'Allan', 'Anders', 'Andreas', 'Anton', 'Arne', 'Asbjørn', 'Asger', 'August',
  'Bendt', 'Benny', 'Bent', 'Birger', 'Bjarne', 'Bjørn', 'Bo', 'Brian', 'Bue', 'Carl', 'Carsten', 'Casper',
  'Christian', 'Claus', 'Dan', 'Daniel', 'Dennis', 'Egon', 'Eigil', 'Einar', 'Emil', 'Erik', 'Erling', 'Esben',
  'Ejnar', 'Finn', 'Flemming', 'Frank', 'Frederik', 'Frits', 'Gert', 'Gunnar', 'Gustav', 'Hakon', 'Halfdan',
  'Hans', 'Harald', 'Helge', 'Henning', 'Henrik', 'Holger', 'Ib', 'Ivan', 'Jacob', 'Jakob', 'Jan', 'Jannik',
  'Jens', 'Jeppe', 'Jesper', 'Jimmy', 'Joachim', 'Johan', 'Johannes', 'John', 'Jonas', 'Jonathan', 'Jørgen',
  'Jørn', 'Kaj', 'Karl', 'Kasper', 'Keld', 'Kenneth', 'Kim', 'Kjeld', 'Klaus', 'Knud', 'Kristian', 'Kristoffer',
  'Lars', 'Lasse', 'Laurits', 'Leif', 'Lennart', 'Lucas', 'Mads', 'Magnus', 'Malthe', 'Marcus', 'Martin',
  'Mathias', 'Mikael', 'Mikkel', 'Morten', 'Nicolai', 'Niels', 'Nikolaj', 'Ole', 'Oliver', 'Oscar', 'Otto', 'Ove',
  'Palle', 'Peder', 'Per', 'Peter', 'Poul', 'Preben', 'Rasmus', 'René', 'Rune', 'Sebastian', 'Sigurd', 'Simon',
  'Steen', 'Sten', 'Stig', 'Storm', 'Svend', 'Søren', 'Thomas', 'Thorkild', 'Tobias', 'Torben', 'Troels', 'Tue',
  'Uffe', 'Ulrik', 'Vagn', 'Valdemar', 'Victor', 'Villads', 'Vilhelm', 'Willy', 'Åge', 'Bertram', 'Elias',
];

// biome-ignore format: a compact word list
export const FEMALE_FIRST_NAMES: readonly string[] = [
  'Aase', 'Agnete', 'Alberte', 'Alma', 'Amalie', 'Ane', 'Anette', 'Anja', 'Anna', 'Anne', 'Annemette', 'Annette',
  'Asta', 'Astrid', 'Benedikte', 'Bente', 'Berit', 'Birgit', 'Birgitte', 'Birthe', 'Bodil', 'Bolette', 'Britt',
  'Camilla', 'Caroline', 'Cecilie', 'Charlotte', 'Christina', 'Christine', 'Clara', 'Dagmar', 'Ditte', 'Dorte',
  'Dorthe', 'Ella', 'Ellen', 'Else', 'Emma', 'Erna', 'Ester', 'Eva', 'Frederikke', 'Freja', 'Gerda', 'Gitte',
  'Grethe', 'Gry', 'Gudrun', 'Hanne', 'Hedvig', 'Helene', 'Helga', 'Helle', 'Henriette', 'Hjørdis', 'Ida', 'Inge',
  'Inger', 'Ingrid', 'Isabella', 'Jette', 'Johanne', 'Jonna', 'Josefine', 'Julie', 'Jytte', 'Kamma', 'Karen',
  'Karin', 'Karina', 'Karoline', 'Kathrine', 'Katrine', 'Kirsten', 'Kirstine', 'Laura', 'Lene', 'Line', 'Lis',
  'Lise', 'Lisbeth', 'Lone', 'Louise', 'Lærke', 'Maja', 'Majbritt', 'Malene', 'Margrethe', 'Maria', 'Marianne',
  'Marie', 'Mathilde', 'Merete', 'Mette', 'Mie', 'Mille', 'Mona', 'Nanna', 'Naja', 'Nicoline', 'Nina', 'Olivia',
  'Pernille', 'Pia', 'Ragnhild', 'Randi', 'Rigmor', 'Rikke', 'Rosa', 'Ruth', 'Sanne', 'Sara', 'Sidsel', 'Signe',
  'Sigrid', 'Silke', 'Sofie', 'Solveig', 'Stine', 'Susanne', 'Tenna', 'Thea', 'Tilde', 'Tina', 'Tora', 'Tove',
  'Trine', 'Ulla', 'Vibeke', 'Vigga', 'Vita', 'Winnie', 'Yvonne', 'Åse', 'Ellinor', 'Gunhild', 'Hilda',
];

/** Double first names written as two words, as Danes use them. */
// biome-ignore format: a compact word list
export const MALE_DOUBLE_FIRST_NAMES: readonly string[] = [
  'Jens Peter', 'Hans Christian', 'Niels Erik', 'Carl Johan', 'Per Henrik', 'Jens Erik', 'Poul Erik',
  'Hans Henrik', 'Karl Otto', 'Lars Christian', 'Mads Peter', 'Søren Kristian', 'Ole Bjørn', 'Jens Otto',
  'Hans Jørgen', 'Niels Christian', 'Knud Erik', 'Svend Åge', 'Jens Christian', 'Peter Emil',
];

// biome-ignore format: a compact word list
export const FEMALE_DOUBLE_FIRST_NAMES: readonly string[] = [
  'Anne Sofie', 'Anne Marie', 'Anne Mette', 'Mette Marie', 'Karen Marie', 'Ida Marie', 'Anna Katrine',
  'Marie Louise', 'Lise Lotte', 'Sofie Amalie', 'Maja Louise', 'Emma Sofie', 'Inge Lise', 'Bodil Marie',
  'Anne Grethe', 'Kirsten Marie', 'Ellen Margrethe', 'Anna Sofie', 'Ane Katrine', 'Julie Marie',
];

/** Middle names (mellemnavne): short place or nature names Danes carry between first and last name. */
// biome-ignore format: a compact word list
export const MIDDLE_NAMES: readonly string[] = [
  'Holm', 'Juul', 'Skov', 'Dam', 'Lund', 'Bech', 'Kjær', 'Krogh', 'Friis', 'Bang', 'Vestergaard', 'Møller',
  'Stampe', 'Lykke', 'Brix', 'Buch', 'Bach', 'Bundgaard', 'Damgaard', 'Hedegaard', 'Høj', 'Kirk', 'Kragh',
  'Lindberg', 'Mose', 'Mørk', 'Nørgaard', 'Ravn', 'Rosenkvist', 'Søgaard', 'Winther', 'Østergaard', 'Bisgaard',
  'Dalsgaard', 'Borup', 'Hvid', 'Toft', 'Vang', 'Brøndum', 'Lindholm', 'Storgaard', 'Refslund', 'Sønderby',
];

/** Patronymic and everyday surnames (the -sen names and their frequent companions). */
// biome-ignore format: a compact word list
export const COMMON_SURNAMES: readonly string[] = [
  'Nielsen', 'Jensen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen', 'Rasmussen',
  'Jørgensen', 'Petersen', 'Madsen', 'Kristensen', 'Olsen', 'Thomsen', 'Christiansen', 'Poulsen', 'Johansen',
  'Møller', 'Mortensen', 'Knudsen', 'Jakobsen', 'Jacobsen', 'Mikkelsen', 'Olesen', 'Frederiksen', 'Laursen',
  'Henriksen', 'Lund', 'Schmidt', 'Eriksen', 'Holm', 'Kristiansen', 'Clausen', 'Simonsen', 'Svendsen',
  'Andreasen', 'Iversen', 'Jeppesen', 'Mogensen', 'Jespersen', 'Nissen', 'Lauridsen', 'Kjær', 'Jepsen',
  'Frandsen', 'Thygesen', 'Bertelsen', 'Kjeldsen', 'Bruun', 'Dahl', 'Mathiasen', 'Carlsen', 'Lassen',
  'Steffensen', 'Villadsen', 'Gregersen', 'Schou', 'Bach', 'Jessen', 'Bak', 'Krogh', 'Friis', 'Kofoed',
  'Thorsen', 'Ravn', 'Lorentzen', 'Ebbesen', 'Enevoldsen', 'Gravesen', 'Hermansen', 'Juhl', 'Klausen',
  'Nikolajsen', 'Paulsen', 'Riis', 'Schultz', 'Thomassen', 'Vinther', 'Isaksen', 'Pallesen', 'Ottosen',
  'Nørregaard', 'Søndergaard', 'Østergaard', 'Vestergaard', 'Nygaard', 'Kirkegaard', 'Nørgaard', 'Toft',
  'Davidsen', 'Danielsen', 'Mathiesen', 'Nicolaisen', 'Bendtsen', 'Bisgaard', 'Sommer', 'Winther', 'Gade',
];

/** Place- and farm-style surnames (-gaard, -holm, -bo, -bæk …), the other large Danish surname family. */
// biome-ignore format: a compact word list
export const PLACE_SURNAMES: readonly string[] = [
  'Bækgaard', 'Lindholm', 'Skovbo', 'Kjærsgaard', 'Abildgaard', 'Bundgaard', 'Damgaard', 'Dalgaard', 'Haugaard',
  'Hedegaard', 'Hjorth', 'Husted', 'Kjærgaard', 'Munk', 'Mørch', 'Nyborg', 'Rask', 'Riber', 'Sloth', 'Storm',
  'Svane', 'Søgaard', 'Tang', 'Tranberg', 'Vad', 'Wulff', 'Aagaard', 'Brøndum', 'Højgaard', 'Dyrberg', 'Egholm',
  'Fjord', 'Grønbæk', 'Hald', 'Kamp', 'Kirkeby', 'Lyngby', 'Munkholm', 'Nørskov', 'Odgaard', 'Pilgaard',
  'Rosendahl', 'Sandholm', 'Thorup', 'Vang', 'Bøgh', 'Mølgaard', 'Fisker', 'Skovgaard', 'Stensgaard',
  'Bøgelund', 'Eskildsen', 'Hammershøj', 'Lindskov', 'Mosbæk', 'Rosenlund', 'Sandbæk', 'Troldborg', 'Ulstrup',
  'Vesterlund', 'Ålund', 'Årup', 'Bredahl', 'Fuglsang', 'Hvidberg', 'Krarup', 'Lerche', 'Nørby', 'Overby',
  'Ravnholt', 'Sønderskov', 'Tofteng', 'Vissing', 'Ørum', 'Ågård', 'Birkholm', 'Engholm', 'Fruergaard',
];

/**
 * Names of real, well-known Danish politicians that random combination could reproduce. The factory never
 * returns these, so no invented person shares a name with a real member of the Folketing.
 */
// biome-ignore format: a compact word list
export const RESERVED_NAMES: readonly string[] = [
  'Mette Frederiksen', 'Lars Løkke Rasmussen', 'Troels Lund Poulsen', 'Nicolai Wammen', 'Pia Kjærsgaard',
  'Søren Pape Poulsen', 'Pia Olsen Dyhr', 'Martin Lidegaard', 'Morten Østergaard', 'Pelle Dragsted',
  'Mai Villadsen', 'Inger Støjberg', 'Frank Aaen', 'Anders Fogh Rasmussen', 'Poul Nyrup Rasmussen',
  'Margrethe Vestager', 'Villy Søvndal', 'Dan Jørgensen', 'Magnus Heunicke', 'Jeppe Kofod', 'Bertel Haarder',
  'Karen Ellemann', 'Lene Espersen', 'Uffe Elbæk', 'Søren Gade', 'Carl Holst', 'Tom Behnke', 'Peter Skaarup',
  'Kim Christiansen', 'Carsten Hansen', 'Peter Christensen', 'Troels Ravn', 'Mike Legarth', 'Erling Bonnesen',
  'Karin Nødgaard', 'Merete Riisager', 'Jeppe Mikkelsen', 'Mikkel Dencker', 'Kirsten Brosbøl', 'Laura Lindahl',
  'Klaus Markussen', 'Per Nørhave', 'Carsten Kissmeyer', 'Doris Jakobsen', 'Johan Lund Olsen', 'Sarah Nørris',
  'Preben Bang Henriksen', 'Rasmus Helveg Petersen', 'Anne Marie Geisler Andersen', 'Jan Rytkjær Callesen',
  'Morten Løkkegaard', 'Brigitte Klintskov Jerkel', 'Tórbjørn Jacobsen', 'Özlem Sara Cekic', 'Manu Sareen',
  'Yildiz Akdogan', 'Henrik Sass Larsen', 'Kristian Jensen', 'Claus Hjort Frederiksen', 'Ellen Trane Nørby',
  'Sophie Løhde', 'Jakob Ellemann-Jensen', 'Morten Bødskov', 'Jesper Petersen', 'Peter Hummelgaard',
  'Mattias Tesfaye', 'Kaare Dybvad', 'Morten Messerschmidt', 'Pernille Vermund', 'Alex Vanopslagh',
  'Kristian Thulesen Dahl', 'Helle Thorning-Schmidt', 'Holger K. Nielsen', 'Anders Samuelsen', 'Simon Emil Ammitzbøll',
  'Mette Bock', 'Ole Birk Olesen', 'Rasmus Jarlov', 'Mona Juul', 'Marie Bjerre', 'Jacob Jensen', 'Stephanie Lose',
  'Lars Christian Lilleholt', 'Eva Kjer Hansen', 'Ulla Tørnæs', 'Bjarne Laustsen',
  'Benny Engelbrecht', 'Pernille Rosenkrantz-Theil', 'Astrid Krag', 'Rasmus Prehn', 'Flemming Møller Mortensen',
  'Jens Joel', 'Lea Wermelin', 'Trine Bramsen', 'Nick Hækkerup', 'Jeppe Søe', 'Kim Valentin',
];
