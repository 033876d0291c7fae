/**
 * Danish professions, educations and working lives for invented members' CVs (the `profession`, `educations`,
 * `occupations` and `positionOfTrust` parts of `Aktør.biografi`). Institutions and employers are real kinds of
 * Danish bodies; the people attached to them are always invented.
 */

/** ODA's `educationStatistic` codes: short, medium or long higher education, vocational, upper secondary. */
export type EducationLevel = 'LVU' | 'MVU' | 'KVU' | 'EUD' | 'GYM';
/** ODA's `occupationStatistic` codes: public, private, self-employed, organisation/political. */
export type OccupationSector = 'Off' | 'Priv' | 'Selv' | 'Org';

export interface Profession {
  /** The short profession shown in `profession`, e.g. "Sygeplejerske". */
  title: string;
  /** The education line's first part, e.g. "Cand.jur." or "Uddannet sygeplejerske". */
  education: string;
  /** Places that give that education. */
  schools: readonly string[];
  level: EducationLevel;
  sector: OccupationSector;
  /** Kinds of employer for the occupation lines. */
  employers: readonly string[];
  /** Typical length of the education in years. */
  years: number;
}

const UNIVERSITIES = [
  'Københavns Universitet',
  'Aarhus Universitet',
  'Syddansk Universitet',
  'Aalborg Universitet',
];
const BUSINESS = ['Copenhagen Business School', 'Aarhus Universitet, Business and Social Sciences'];
// biome-ignore format: a compact word list
const PROF_SCHOOLS = ['Professionshøjskolen Absalon', 'VIA University College', 'Københavns Professionshøjskole',
  'UCL Erhvervsakademi og Professionshøjskole', 'Professionshøjskolen UCN', 'UC SYD'];
// biome-ignore format: a compact word list
const KOMMUNER = ['Aarhus Kommune', 'Odense Kommune', 'Vejle Kommune', 'Herning Kommune', 'Roskilde Kommune',
  'Aalborg Kommune', 'Esbjerg Kommune', 'Randers Kommune', 'Næstved Kommune', 'Holbæk Kommune', 'Viborg Kommune',
  'Svendborg Kommune', 'Hjørring Kommune', 'Køge Kommune', 'Frederikshavn Kommune', 'Sønderborg Kommune'];
// biome-ignore format: a compact word list
const REGIONER = ['Region Hovedstaden', 'Region Sjælland', 'Region Syddanmark', 'Region Midtjylland',
  'Region Nordjylland'];

// biome-ignore format: a compact table
export const PROFESSIONS: readonly Profession[] = [
  { title: 'Advokat', education: 'Cand.jur.', schools: UNIVERSITIES, level: 'LVU', sector: 'Priv', years: 5,
    employers: ['advokatfirma i Aarhus', 'advokatfirma i København', 'eget advokatkontor'] },
  { title: 'Jurist', education: 'Cand.jur.', schools: UNIVERSITIES, level: 'LVU', sector: 'Off', years: 5,
    employers: ['Justitsministeriet', 'Skatteministeriet', 'Ankestyrelsen', ...KOMMUNER.slice(0, 4)] },
  { title: 'Økonom', education: 'Cand.polit.', schools: UNIVERSITIES.slice(0, 2), level: 'LVU', sector: 'Off',
    years: 5, employers: ['Finansministeriet', 'Danmarks Nationalbank', 'Det Økonomiske Råds sekretariat',
      'et pengeinstitut'] },
  { title: 'Cand.scient.pol.', education: 'Cand.scient.pol.', schools: UNIVERSITIES, level: 'LVU', sector: 'Org',
    years: 5, employers: ['KL', 'Danske Regioner', 'et kommunikationsbureau', 'en interesseorganisation'] },
  { title: 'Kandidat i statskundskab', education: 'Kandidat i statskundskab', schools: UNIVERSITIES, level: 'LVU',
    sector: 'Org', years: 5, employers: ['en tænketank', 'et analyseinstitut', 'partiets sekretariat'] },
  { title: 'Cand.merc.', education: 'Cand.merc.', schools: BUSINESS, level: 'LVU', sector: 'Priv', years: 5,
    employers: ['en revisionsvirksomhed', 'en pensionskasse', 'en industrivirksomhed i Herning'] },
  { title: 'Læge', education: 'Cand.med.', schools: UNIVERSITIES.slice(0, 3), level: 'LVU', sector: 'Off', years: 6,
    employers: ['Odense Universitetshospital', 'Aarhus Universitetshospital', 'Rigshospitalet', 'egen praksis'] },
  { title: 'Sygeplejerske', education: 'Uddannet sygeplejerske', schools: PROF_SCHOOLS, level: 'MVU',
    sector: 'Off', years: 4, employers: ['Vejle Sygehus', 'Regionshospitalet Viborg', 'Hvidovre Hospital',
      ...REGIONER.slice(0, 2)] },
  { title: 'Folkeskolelærer', education: 'Uddannet lærer', schools: PROF_SCHOOLS, level: 'MVU', sector: 'Off',
    years: 4, employers: KOMMUNER.map((k) => `folkeskole i ${k}`) },
  { title: 'Lærer', education: 'Læreruddannelsen', schools: PROF_SCHOOLS, level: 'MVU', sector: 'Off', years: 4,
    employers: ['en efterskole', 'en friskole', 'en produktionsskole'] },
  { title: 'Pædagog', education: 'Uddannet pædagog', schools: PROF_SCHOOLS, level: 'MVU', sector: 'Off', years: 4,
    employers: KOMMUNER.map((k) => `daginstitution i ${k}`) },
  { title: 'Socialrådgiver', education: 'Uddannet socialrådgiver', schools: PROF_SCHOOLS, level: 'MVU',
    sector: 'Off', years: 4, employers: KOMMUNER.slice(4, 12) },
  { title: 'Journalist', education: 'Journalist', schools: ['Danmarks Medie- og Journalisthøjskole',
    'Roskilde Universitet'], level: 'MVU', sector: 'Priv', years: 4,
    employers: ['et dagblad', 'en lokalavis', 'DR', 'TV 2 Regionerne'] },
  { title: 'Politibetjent', education: 'Politibetjent', schools: ['Politiskolen'], level: 'MVU', sector: 'Off',
    years: 3, employers: ['Østjyllands Politi', 'Fyns Politi', 'Nordsjællands Politi', 'Københavns Politi'] },
  { title: 'Landmand', education: 'Uddannet landmand', schools: ['Bygholm Landbrugsskole', 'Dalum Landbrugsskole',
    'Asmildkloster Landbrugsskole'], level: 'EUD', sector: 'Selv', years: 4,
    employers: ['egen landbrugsbedrift', 'en maskinstation'] },
  { title: 'Tømrer', education: 'Tømrer', schools: ['EUC Syd', 'Syddansk Erhvervsskole', 'TEC'], level: 'EUD',
    sector: 'Selv', years: 4, employers: ['eget tømrerfirma', 'et byggefirma'] },
  { title: 'Elektriker', education: 'Elektriker', schools: ['EUC Nordvest', 'Mercantec', 'TEC'], level: 'EUD',
    sector: 'Priv', years: 4, employers: ['et installationsfirma', 'et forsyningsselskab'] },
  { title: 'Social- og sundhedsassistent', education: 'Social- og sundhedsassistent',
    schools: ['SOSU Syd', 'SOSU H', 'SOSU Østjylland'], level: 'EUD', sector: 'Off', years: 3,
    employers: KOMMUNER.slice(8).map((k) => `hjemmeplejen i ${k}`) },
  { title: 'Butiksassistent', education: 'Handelsuddannelse', schools: ['Niels Brock', 'Business College Syd'],
    level: 'EUD', sector: 'Priv', years: 2, employers: ['en dagligvarekæde', 'en byggemarkedskæde'] },
  { title: 'Selvstændig erhvervsdrivende', education: 'HD i regnskab og økonomistyring', schools: BUSINESS,
    level: 'KVU', sector: 'Selv', years: 3, employers: ['egen virksomhed', 'en familievirksomhed'] },
  { title: 'Direktør', education: 'HD i organisation og ledelse', schools: BUSINESS, level: 'KVU', sector: 'Priv',
    years: 3, employers: ['en mellemstor produktionsvirksomhed', 'et rådgivningsfirma', 'et IT-firma'] },
  { title: 'Ingeniør', education: 'Civilingeniør', schools: ['Danmarks Tekniske Universitet', 'Aalborg Universitet'],
    level: 'LVU', sector: 'Priv', years: 5, employers: ['et rådgivende ingeniørfirma', 'en vindmølleproducent'] },
  { title: 'Præst', education: 'Cand.theol.', schools: UNIVERSITIES.slice(0, 2), level: 'LVU', sector: 'Off',
    years: 6, employers: ['Folkekirken', 'et sogn i Ribe Stift', 'et sogn i Viborg Stift'] },
  { title: 'Konsulent', education: 'Cand.mag.', schools: UNIVERSITIES, level: 'LVU', sector: 'Org', years: 5,
    employers: ['en fagforening', 'en erhvervsorganisation', 'en NGO'] },
  { title: 'Officer', education: 'Officersuddannelse', schools: ['Hærens Officersskole', 'Søværnets Officersskole'],
    level: 'MVU', sector: 'Off', years: 4, employers: ['Forsvaret', 'Jydske Dragonregiment', 'Flyvevåbnet'] },
  { title: 'Student', education: 'Student', schools: ['Viborg Katedralskole', 'Roskilde Gymnasium',
    'Aalborg Katedralskole', 'Odense Katedralskole', 'Rysensteen Gymnasium'], level: 'GYM', sector: 'Org',
    years: 3, employers: ['partiets ungdomsorganisation', 'en elevorganisation'] },
];

/** Professions some members give instead of a trade (ODA's `profession` is often one of these). */
// biome-ignore format: a compact word list
export const POLITICAL_PROFESSIONS: readonly string[] = ['MF', 'Folketingsmedlem', 'Fhv. minister',
  'Gruppeformand', 'Partiformand', 'Borgmester', 'Politisk ordfører'];

/**
 * Positions of trust outside the Folketing, as sentence stems with placeholders {kommune}, {region}, {by},
 * {party} and {partyGen} (genitive); a year span is appended by the caller.
 */
// biome-ignore format: a compact word list
export const POSITIONS_OF_TRUST: readonly string[] = [
  'Medlem af byrådet i {kommune}', 'Medlem af kommunalbestyrelsen i {kommune}', 'Medlem af regionsrådet i {region}',
  'Formand for {partyGen} lokalforening i {by}', 'Medlem af bestyrelsen for en lokal idrætsforening',
  'Formand for skolebestyrelsen ved en folkeskole i {by}', 'Medlem af menighedsrådet i {by}',
  'Medlem af bestyrelsen for en boligforening i {by}', 'Næstformand for {partyGen} ungdomsorganisation',
  'Medlem af hovedbestyrelsen for {party}', 'Formand for en grundejerforening i {by}',
  'Medlem af bestyrelsen for et lokalt forsyningsselskab', 'Medlem af repræsentantskabet for en pensionskasse',
  'Formand for en lokal erhvervsforening i {by}', 'Medlem af bestyrelsen for en efterskole',
];

export { KOMMUNER, REGIONER };

/** Towns used as birthplaces and home towns. */
// biome-ignore format: a compact word list
export const TOWNS: readonly string[] = [
  'Aarhus', 'Odense', 'Aalborg', 'Esbjerg', 'Randers', 'Kolding', 'Horsens', 'Vejle', 'Roskilde', 'Herning',
  'Silkeborg', 'Næstved', 'Fredericia', 'Viborg', 'Køge', 'Holstebro', 'Slagelse', 'Hillerød', 'Svendborg',
  'Sønderborg', 'Hjørring', 'Frederikshavn', 'Nykøbing Falster', 'Haderslev', 'Skive', 'Ringsted', 'Aabenraa',
  'Thisted', 'Nyborg', 'Middelfart', 'Rønne', 'Holbæk', 'Kalundborg', 'Struer', 'Skanderborg', 'Grenaa',
  'Ribe', 'Tønder', 'Brønderslev', 'Faaborg', 'Kerteminde', 'Odder', 'Lemvig', 'Ringkøbing', 'Skagen', 'Ærøskøbing',
];

/** Occupations of parents in `memberData` ("søn af {occupation} Name"). */
// biome-ignore format: a compact word list
export const PARENT_OCCUPATIONS: readonly string[] = [
  'lærer', 'landmand', 'sygeplejerske', 'murer', 'smed', 'kontorassistent', 'tømrer', 'pædagog', 'købmand',
  'ingeniør', 'præst', 'lastbilchauffør', 'bogholder', 'hjemmehjælper', 'fisker', 'overlæge', 'postbud',
  'skoleinspektør', 'direktør', 'sekretær', 'elektriker', 'fabriksarbejder', 'revisor', 'frisør',
];

/** Occupations of spouses in `memberData` ("Gift med {occupation} Name"). */
// biome-ignore format: a compact word list
export const SPOUSE_OCCUPATIONS: readonly string[] = [
  'lærer', 'sygeplejerske', 'jurist', 'pædagog', 'ingeniør', 'læge', 'konsulent', 'selvstændig', 'økonom',
  'socialrådgiver', 'projektleder', 'kontorfuldmægtig',
];
