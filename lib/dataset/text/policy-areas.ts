/**
 * The policy areas case texts are written about: each ties a real ministry, minister and standing committee
 * (with its real ft.dk code) to the Danish laws and subjects that area's cases are about.
 * Ministry names follow the 2022–2025 government's division of portfolios.
 */

export type PolicyAreaKey =
  | 'finans'
  | 'skat'
  | 'ret'
  | 'sundhed'
  | 'undervisning'
  | 'beskaeftigelse'
  | 'miljoe'
  | 'foedevarer'
  | 'klima'
  | 'transport'
  | 'udenrigs'
  | 'forsvar'
  | 'kultur'
  | 'social'
  | 'udlaendinge'
  | 'erhverv'
  | 'eu'
  | 'kommunal'
  | 'uddannelse'
  | 'ligestilling';

export interface PolicyArea {
  key: PolicyAreaKey;
  /** "Skatteministeriet" — also the Ministerområde actor's `navn`. */
  ministry: string;
  /** Definite form, as in "Forespørgsel til skatteministeren": "skatteministeren". */
  minister: string;
  /** Indefinite form, the Ministertitel actor's `gruppenavnkort`: "skatteminister". */
  ministerTitle: string;
  committee: string;
  /** ft.dk's committee code, e.g. "SAU". */
  committeeCode: string;
  /** The party spokesperson title for the area, e.g. "Skatteordfører". */
  spokesperson: string;
  /** The EU Council configuration whose meetings concern the area, as ODA writes it in rådsmøde titles. */
  council: string;
  /** Laws as cited in bill titles: "ligningsloven", "lov om social service". */
  laws: readonly string[];
  /** Subjects as definite noun phrases that read after "om", "reglerne om", "udviklingen i". */
  topics: readonly string[];
  /** Problems, read after "indsatsen mod". */
  problems: readonly string[];
  /** Who is affected, as subjects of a sentence: "kommunerne", "patienterne". */
  actors: readonly string[];
  /** Organisations that write to the committee (henvendelser) and answer hearings. */
  organisations: readonly string[];
}

const EMPLOYMENT_COUNCIL = 'beskæftigelse, socialpolitik, sundhed og forbrugerbeskyttelse';

// biome-ignore format: a compact table of word lists
export const POLICY_AREAS: readonly PolicyArea[] = [
  { key: 'finans', ministry: 'Finansministeriet', minister: 'finansministeren', ministerTitle: 'finansminister',
    committee: 'Finansudvalget', committeeCode: 'FIU', spokesperson: 'Finansordfører', council: 'økonomi og finans',
    laws: ['budgetloven', 'lov om statens regnskabsvæsen m.v.', 'lov om Finansiel Stabilitet', 'tjenestemandsloven', 'lov om statens låntagning og gæld'],
    topics: ['de offentlige investeringer', 'udgiftslofterne for kommuner og regioner', 'statens indkøb', 'den økonomiske politik', 'udflytningen af statslige arbejdspladser', 'digitaliseringen af den offentlige sektor', 'lønudviklingen i den offentlige sektor', 'regionernes anlægsrammer', 'statens ejerskab af selskaber', 'de statslige it-projekter', 'finanslovens reserver', 'statens ejendomsadministration'],
    problems: ['overskridelser af udgiftslofterne', 'spild i den offentlige sektor', 'forsinkede statslige it-projekter'],
    actors: ['kommunerne', 'regionerne', 'de statslige institutioner', 'staten'],
    organisations: ['KL', 'Danske Regioner', 'Dansk Arbejdsgiverforening', 'Akademikerne'] },
  { key: 'skat', ministry: 'Skatteministeriet', minister: 'skatteministeren', ministerTitle: 'skatteminister',
    committee: 'Skatteudvalget', committeeCode: 'SAU', spokesperson: 'Skatteordfører', council: 'økonomi og finans',
    laws: ['ligningsloven', 'personskatteloven', 'kildeskatteloven', 'skatteforvaltningsloven', 'registreringsafgiftsloven', 'momsloven', 'boafgiftsloven', 'ejendomsvurderingsloven', 'lov om afgift af tobaksvarer m.v.'],
    topics: ['befordringsfradraget', 'beskatningen af aktieindkomst', 'de nye ejendomsvurderinger', 'registreringsafgiften på elbiler', 'topskatten', 'boafgiften ved generationsskifte', 'skattefrie godtgørelser', 'inddrivelsen af offentlig gæld', 'håndværkerfradraget', 'selskabsskatten', 'afgiften på tobak og nikotinprodukter', 'beskatningen af pensionsudbetalinger', 'grænsegængeres skatteforhold', 'Skattestyrelsens sagsbehandlingstider', 'ejendomsværdiskatten'],
    problems: ['skattesnyd', 'sort arbejde', 'momskarruseller', 'aggressiv skatteplanlægning', 'svindel med udbytteskat'],
    actors: ['borgerne', 'virksomhederne', 'Skattestyrelsen', 'boligejerne', 'pensionisterne'],
    organisations: ['FSR – danske revisorer', 'Dansk Erhverv', 'Parcelhusejernes Landsforening', 'Ældre Sagen'] },
  { key: 'ret', ministry: 'Justitsministeriet', minister: 'justitsministeren', ministerTitle: 'justitsminister',
    committee: 'Retsudvalget', committeeCode: 'REU', spokesperson: 'Retsordfører', council: 'retlige og indre anliggender',
    laws: ['straffeloven', 'retsplejeloven', 'lov om politiets virksomhed', 'lov om fuldbyrdelse af straf m.v.', 'våbenloven', 'lov om tv-overvågning', 'databeskyttelsesloven'],
    topics: ['politiets ressourcer', 'straffene for vold mod offentligt ansatte', 'sagsbehandlingstiderne ved domstolene', 'kriminalforsorgens kapacitet', 'tv-overvågning i det offentlige rum', 'Ungdomskriminalitetsnævnet', 'beskyttelsen af persondata', 'fri proces', 'politiets brug af droner', 'opholdsforbud i nattelivszoner', 'behandlingen af klager over politiet', 'retssikkerheden for ofre for seksualforbrydelser', 'fængslernes overbelægning'],
    problems: ['bandekriminalitet', 'vold i nattelivet', 'digital svindel', 'chikane på sociale medier', 'hvidvask', 'seksuel afpresning på nettet'],
    actors: ['politiet', 'domstolene', 'kriminalforsorgen', 'ofrene', 'anklagemyndigheden'],
    organisations: ['Advokatsamfundet', 'Dommerforeningen', 'Politiforbundet', 'Offerrådgivningen', 'Institut for Menneskerettigheder'] },
  { key: 'sundhed', ministry: 'Indenrigs- og Sundhedsministeriet', minister: 'indenrigs- og sundhedsministeren', ministerTitle: 'indenrigs- og sundhedsminister',
    committee: 'Sundhedsudvalget', committeeCode: 'SUU', spokesperson: 'Sundhedsordfører', council: EMPLOYMENT_COUNCIL,
    laws: ['sundhedsloven', 'lægemiddelloven', 'lov om autorisation af sundhedspersoner og om sundhedsfaglig virksomhed', 'lov om klage- og erstatningsadgang inden for sundhedsvæsenet', 'lov om tobaksvarer m.v.', 'apotekerloven'],
    topics: ['ventetiderne på kræftbehandling', 'det udvidede frie sygehusvalg', 'lægedækningen i yderområderne', 'psykiatrien', 'akutberedskabet', 'medicintilskuddet', 'tandplejen for unge', 'de praktiserende lægers overenskomst', 'fødselsforløbene', 'patientrettighederne', 'brugen af sundhedsdata', 'organdonation', 'hospitalsbyggerierne', 'børnevaccinationsprogrammet'],
    problems: ['overbelægning på sygehusene', 'mangel på sygeplejersker', 'medicinmangel', 'ulighed i sundhed', 'rygning blandt unge'],
    actors: ['patienterne', 'regionerne', 'de praktiserende læger', 'sygehusene', 'de pårørende'],
    organisations: ['Danske Regioner', 'Lægeforeningen', 'Dansk Sygeplejeråd', 'Danske Patienter', 'Kræftens Bekæmpelse'] },
  { key: 'undervisning', ministry: 'Børne- og Undervisningsministeriet', minister: 'børne- og undervisningsministeren', ministerTitle: 'børne- og undervisningsminister',
    committee: 'Børne- og Undervisningsudvalget', committeeCode: 'BUU', spokesperson: 'Undervisningsordfører', council: 'uddannelse, ungdom, kultur og sport',
    laws: ['folkeskoleloven', 'friskoleloven', 'gymnasieloven', 'lov om erhvervsuddannelser', 'dagtilbudsloven', 'lov om efterskoler og frie fagskoler'],
    topics: ['folkeskolens timetal', 'inklusionen i folkeskolen', 'de nationale test', 'karaktergivningen i gymnasiet', 'de frie grundskoler', 'efterskolernes økonomi', 'optaget på erhvervsuddannelserne', 'klassekvotienterne', 'elevernes trivsel', 'lærernes arbejdstid', 'specialundervisningen', 'minimumsnormeringerne i daginstitutionerne', 'fordelingen af elever på ungdomsuddannelserne'],
    problems: ['mobning i skolen', 'skolefravær', 'frafald på erhvervsuddannelserne', 'mistrivsel blandt børn og unge'],
    actors: ['eleverne', 'lærerne', 'forældrene', 'skolerne', 'kommunerne'],
    organisations: ['Danmarks Lærerforening', 'Skole og Forældre', 'Danske Skoleelever', 'BUPL', 'Danske Gymnasier'] },
  { key: 'beskaeftigelse', ministry: 'Beskæftigelsesministeriet', minister: 'beskæftigelsesministeren', ministerTitle: 'beskæftigelsesminister',
    committee: 'Beskæftigelsesudvalget', committeeCode: 'BEU', spokesperson: 'Beskæftigelsesordfører', council: EMPLOYMENT_COUNCIL,
    laws: ['lov om arbejdsløshedsforsikring m.v.', 'lov om aktiv socialpolitik', 'lov om en aktiv beskæftigelsesindsats', 'lov om sygedagpenge', 'arbejdsmiljøloven', 'lov om social pension', 'lov om arbejdsskadesikring'],
    topics: ['dagpengesystemet', 'seniorpensionen', 'efterlønnen', 'jobcentrenes indsats', 'kontanthjælpsloftet', 'arbejdsmiljøet i byggebranchen', 'sygedagpengeperioden', 'fleksjobordningen', 'ressourceforløbene', 'rekrutteringen af udenlandsk arbejdskraft', 'arbejdsskadesystemet', 'folkepensionsalderen', 'ledighedsydelsen'],
    problems: ['social dumping', 'nedslidning', 'ulovlig arbejdskraft', 'langtidsledighed'],
    actors: ['de ledige', 'arbejdsgiverne', 'jobcentrene', 'a-kasserne', 'lønmodtagerne'],
    organisations: ['Fagbevægelsens Hovedorganisation', 'Dansk Arbejdsgiverforening', '3F', 'Danske A-kasser'] },
  { key: 'miljoe', ministry: 'Miljøministeriet', minister: 'miljøministeren', ministerTitle: 'miljøminister',
    committee: 'Miljø- og Fødevareudvalget', committeeCode: 'MOF', spokesperson: 'Miljøordfører', council: 'miljø',
    laws: ['miljøbeskyttelsesloven', 'naturbeskyttelsesloven', 'vandforsyningsloven', 'jordforureningsloven', 'skovloven', 'lov om vandløb'],
    topics: ['grundvandsbeskyttelsen', 'naturnationalparkerne', 'kvælstofudledningen til fjordene', 'affaldssorteringen', 'genanvendelsen af plast', 'biodiversiteten i statsskovene', 'oprensningen af forurenede industrigrunde', 'beskyttelsen af havmiljøet', 'skovrejsningen', 'vandløbsvedligeholdelsen', 'råstofindvindingen', 'sprøjtemidler i drikkevandet'],
    problems: ['PFAS-forurening', 'iltsvind i de indre farvande', 'ulovlig dumpning af affald', 'forurening af drikkevandet'],
    actors: ['kommunerne', 'vandværkerne', 'lodsejerne', 'landbruget', 'virksomhederne'],
    organisations: ['Danmarks Naturfredningsforening', 'DANVA', 'Friluftsrådet', 'Dansk Ornitologisk Forening'] },
  { key: 'foedevarer', ministry: 'Ministeriet for Fødevarer, Landbrug og Fiskeri', minister: 'ministeren for fødevarer, landbrug og fiskeri', ministerTitle: 'minister for fødevarer, landbrug og fiskeri',
    committee: 'Miljø- og Fødevareudvalget', committeeCode: 'MOF', spokesperson: 'Fødevareordfører', council: 'landbrug og fiskeri',
    laws: ['fødevareloven', 'dyrevelfærdsloven', 'fiskeriloven', 'husdyrbrugloven', 'landbrugsloven', 'lov om økologiske fødevarer'],
    topics: ['dyrevelfærden i svineproduktionen', 'fiskekvoterne i Nordsøen', 'den økologiske omlægning', 'fødevarekontrollen', 'CO2e-afgiften på landbruget', 'mærkningen af fødevarer', 'tilskuddene til landdistrikterne', 'dyretransporterne', 'antibiotikaforbruget i husdyrproduktionen', 'kystfiskeriet', 'udtagningen af lavbundsjorde'],
    problems: ['fødevaresvindel', 'madspild', 'ulovligt fiskeri', 'smitsomme husdyrsygdomme'],
    actors: ['landmændene', 'fiskerne', 'forbrugerne', 'fødevarevirksomhederne', 'Fødevarestyrelsen'],
    organisations: ['Landbrug & Fødevarer', 'Danmarks Fiskeriforening', 'Økologisk Landsforening', 'Dyrenes Beskyttelse'] },
  { key: 'klima', ministry: 'Klima-, Energi- og Forsyningsministeriet', minister: 'klima-, energi- og forsyningsministeren', ministerTitle: 'klima-, energi- og forsyningsminister',
    committee: 'Klima-, Energi- og Forsyningsudvalget', committeeCode: 'KEF', spokesperson: 'Klimaordfører', council: 'transport, telekommunikation og energi',
    laws: ['klimaloven', 'elforsyningsloven', 'varmeforsyningsloven', 'lov om fremme af vedvarende energi', 'undergrundsloven', 'gasforsyningsloven'],
    topics: ['udbygningen af havvind', 'energiøerne', 'CO2-fangst og -lagring', 'fjernvarmepriserne', 'udfasningen af naturgas', 'solcelleparkerne på landjorden', 'elnettets kapacitet', 'biogasstøtten', 'klimaprojektionerne', 'Power-to-X', 'energirenoveringen af bygninger', 'olie- og gasproduktionen i Nordsøen'],
    problems: ['høje energipriser', 'energifattigdom', 'metanudslip fra biogasanlæg'],
    actors: ['forbrugerne', 'forsyningsselskaberne', 'energiselskaberne', 'kommunerne', 'boligejerne'],
    organisations: ['Green Power Denmark', 'Dansk Fjernvarme', 'Klimarådet', 'Forbrugerrådet Tænk', 'Concito'] },
  { key: 'transport', ministry: 'Transportministeriet', minister: 'transportministeren', ministerTitle: 'transportminister',
    committee: 'Transportudvalget', committeeCode: 'TRU', spokesperson: 'Transportordfører', council: 'transport, telekommunikation og energi',
    laws: ['færdselsloven', 'jernbaneloven', 'lov om taxikørsel m.v.', 'vejloven', 'lov om trafikselskaber', 'godskørselsloven'],
    topics: ['kørselsafgiften for lastbiler', 'den kollektive trafik i yderområderne', 'Signalprogrammet', 'Femern Bælt-forbindelsen', 'ladeinfrastrukturen til elbiler', 'togenes rettidighed', 'trafiksikkerheden på landevejene', 'hastighedsgrænserne', 'færgeforbindelserne til småøerne', 'cykelstierne', 'Rejsekortet', 'kørekortalderen'],
    problems: ['spirituskørsel', 'vanvidskørsel', 'forsinkelser i togtrafikken', 'ulovlig cabotagekørsel'],
    actors: ['pendlerne', 'trafikselskaberne', 'DSB', 'vognmændene', 'bilisterne'],
    organisations: ['FDM', 'Dansk Transport og Logistik', 'Cyklistforbundet', 'Rådet for Sikker Trafik'] },
  { key: 'udenrigs', ministry: 'Udenrigsministeriet', minister: 'udenrigsministeren', ministerTitle: 'udenrigsminister',
    committee: 'Udenrigsudvalget', committeeCode: 'URU', spokesperson: 'Udenrigsordfører', council: 'udenrigsanliggender',
    laws: ['lov om internationalt udviklingssamarbejde', 'lov om Danmarks Eksport- og Investeringsfond', 'lov om udenrigstjenesten', 'lov om gennemførelse af sanktioner'],
    topics: ['udviklingsbistanden', 'den humanitære indsats i Mellemøsten', 'eksportstøtten', 'menneskerettighederne i Kina', 'sanktionerne mod Rusland', 'Danmarks rolle i FN', 'støtten til Ukraines genopbygning', 'samarbejdet i Arktis', 'den konsulære bistand til danskere i udlandet', 'klimabistanden til udviklingslandene', 'handelsaftalerne med tredjelande'],
    problems: ['menneskehandel', 'spredning af masseødelæggelsesvåben', 'pirateri ud for Afrikas Horn'],
    actors: ['ambassaderne', 'udviklingslandene', 'de danske virksomheder', 'danskere i udlandet'],
    organisations: ['Folkekirkens Nødhjælp', 'Mellemfolkeligt Samvirke', 'Red Barnet', 'Amnesty International'] },
  { key: 'forsvar', ministry: 'Forsvarsministeriet', minister: 'forsvarsministeren', ministerTitle: 'forsvarsminister',
    committee: 'Forsvarsudvalget', committeeCode: 'FOU', spokesperson: 'Forsvarsordfører', council: 'udenrigsanliggender',
    laws: ['forsvarsloven', 'værnepligtsloven', 'hjemmeværnsloven', 'den militære straffelov', 'lov om forsvarets personel'],
    topics: ['forsvarsforliget', 'anskaffelsen af nye kampfly', 'værnepligten', 'Arktisk Kommando', 'cyberforsvaret', 'Hjemmeværnet', 'veteranindsatsen', 'Forsvarets ejendomme', 'de internationale missioner', 'luftforsvaret', 'rekrutteringen til Forsvaret', 'fregatternes bemanding', 'totalforsvaret'],
    problems: ['cyberangreb mod kritisk infrastruktur', 'sabotage mod søkabler', 'personaleflugt fra Forsvaret'],
    actors: ['soldaterne', 'veteranerne', 'de værnepligtige', 'Forsvaret', 'Hjemmeværnet'],
    organisations: ['Centralforeningen for Stampersonel', 'Hovedorganisationen af Officerer i Danmark', 'Danske Veteraner'] },
  { key: 'kultur', ministry: 'Kulturministeriet', minister: 'kulturministeren', ministerTitle: 'kulturminister',
    committee: 'Kulturudvalget', committeeCode: 'KUU', spokesperson: 'Kulturordfører', council: 'uddannelse, ungdom, kultur og sport',
    laws: ['radio- og fjernsynsloven', 'museumsloven', 'ophavsretsloven', 'biblioteksloven', 'folkeoplysningsloven', 'spilleloven'],
    topics: ['mediestøtten', 'DR’s public service-kontrakt', 'de statsanerkendte museer', 'idrætsfaciliteterne', 'bibliotekernes åbningstider', 'kunststøtten', 'ophavsretten', 'spillemarkedet', 'TV 2’s regionale stationer', 'folkeoplysningen', 'de fredede bygninger', 'eliteidrætten', 'musikskolerne'],
    problems: ['doping i idrætten', 'matchfixing', 'ulovlig streaming', 'spilafhængighed'],
    actors: ['kunstnerne', 'museerne', 'foreningerne', 'medierne', 'bibliotekerne'],
    organisations: ['Danske Medier', 'Danmarks Idrætsforbund', 'DGI', 'Dansk Forfatterforening', 'Organisationen Danske Museer'] },
  { key: 'social', ministry: 'Social- og Boligministeriet', minister: 'social- og boligministeren', ministerTitle: 'social- og boligminister',
    committee: 'Social- og Boligudvalget', committeeCode: 'SOU', spokesperson: 'Socialordfører', council: EMPLOYMENT_COUNCIL,
    laws: ['lov om social service', 'barnets lov', 'almenboligloven', 'lejeloven', 'lov om socialtilsyn', 'lov om individuel boligstøtte', 'lov om retssikkerhed og administration på det sociale område'],
    topics: ['hjemløseindsatsen', 'anbragte børns rettigheder', 'hjælpemidlerne til personer med handicap', 'BPA-ordningen', 'plejefamilierne', 'de udsatte boligområder', 'renoveringen af almene boliger', 'huslejeniveauet i de større byer', 'ældreplejen', 'de frivillige sociale organisationer', 'tvangsanbringelserne', 'socialtilsynene'],
    problems: ['børnefattigdom', 'ensomhed blandt ældre', 'vold i nære relationer', 'misbrug blandt unge'],
    actors: ['de udsatte borgere', 'kommunerne', 'plejefamilierne', 'lejerne', 'de ældre'],
    organisations: ['Rådet for Socialt Udsatte', 'Danske Handicaporganisationer', 'BL – Danmarks Almene Boliger', 'Ældre Sagen', 'Børns Vilkår'] },
  { key: 'udlaendinge', ministry: 'Udlændinge- og Integrationsministeriet', minister: 'udlændinge- og integrationsministeren', ministerTitle: 'udlændinge- og integrationsminister',
    committee: 'Udlændinge- og Integrationsudvalget', committeeCode: 'UIU', spokesperson: 'Udlændingeordfører', council: 'retlige og indre anliggender',
    laws: ['udlændingeloven', 'integrationsloven', 'lov om dansk indfødsret', 'danskuddannelsesloven', 'repatrieringsloven'],
    topics: ['familiesammenføringen', 'indfødsretsprøven', 'danskuddannelsen for voksne udlændinge', 'udrejsecentrene', 'asylsagsbehandlingen', 'grænsekontrollen', 'beskæftigelsen blandt flygtninge', 'integrationsprogrammet', 'permanent opholdstilladelse', 'modtagelsen af fordrevne fra Ukraine', 'tolkebistanden'],
    problems: ['menneskesmugling', 'proformaægteskaber', 'negativ social kontrol', 'ulovligt ophold'],
    actors: ['flygtningene', 'kommunerne', 'Udlændingestyrelsen', 'Flygtningenævnet', 'arbejdsgiverne'],
    organisations: ['Dansk Flygtningehjælp', 'Institut for Menneskerettigheder', 'Red Barnet', 'Dansk Arbejdsgiverforening'] },
  { key: 'erhverv', ministry: 'Erhvervsministeriet', minister: 'erhvervsministeren', ministerTitle: 'erhvervsminister',
    committee: 'Erhvervsudvalget', committeeCode: 'ERU', spokesperson: 'Erhvervsordfører', council: 'konkurrenceevne',
    laws: ['selskabsloven', 'lov om finansiel virksomhed', 'konkurrenceloven', 'markedsføringsloven', 'planloven', 'hvidvaskloven', 'årsregnskabsloven'],
    topics: ['iværksætternes vilkår', 'konkursreglerne', 'erhvervsfremmesystemet', 'tilsynet med pengeinstitutterne', 'forbrugerbeskyttelsen ved onlinekøb', 'detailhandlens åbningstider', 'søfartens konkurrenceevne', 'de digitale platforme', 'konkurrencen på byggematerialemarkedet', 'kapitalfondes opkøb af virksomheder', 'planlægningen i landdistrikterne'],
    problems: ['hvidvask', 'konkursrytteri', 'urimelige handelspraksisser', 'falske webshops'],
    actors: ['virksomhederne', 'forbrugerne', 'pengeinstitutterne', 'iværksætterne', 'Erhvervsstyrelsen'],
    organisations: ['Dansk Erhverv', 'Dansk Industri', 'SMVdanmark', 'Finans Danmark', 'Forbrugerrådet Tænk'] },
  { key: 'eu', ministry: 'Udenrigsministeriet', minister: 'europaministeren', ministerTitle: 'europaminister',
    committee: 'Europaudvalget', committeeCode: 'EUU', spokesperson: 'EU-ordfører', council: 'almindelige anliggender',
    laws: ['tiltrædelsesloven', 'lov om valg af danske medlemmer til Europa-Parlamentet'],
    topics: ['EU’s flerårige finansielle ramme', 'udvidelsen af EU', 'retsstatsprincippet i medlemslandene', 'EU’s asyl- og migrationspagt', 'det indre markeds regler', 'det danske EU-formandskab', 'EU’s klimamål for 2040', 'EU’s forsvarssamarbejde', 'nærhedsprincippet', 'Kommissionens arbejdsprogram'],
    problems: ['svindel med EU-midler', 'desinformation', 'korruption i EU-institutionerne'],
    actors: ['medlemslandene', 'Kommissionen', 'Europa-Parlamentet', 'de danske virksomheder'],
    organisations: ['Europabevægelsen', 'Folkebevægelsen mod EU', 'Dansk Industri', 'Tænketanken EUROPA'] },
  { key: 'kommunal', ministry: 'Indenrigs- og Sundhedsministeriet', minister: 'indenrigs- og sundhedsministeren', ministerTitle: 'indenrigs- og sundhedsminister',
    committee: 'Kommunaludvalget', committeeCode: 'KOU', spokesperson: 'Kommunalordfører', council: 'almindelige anliggender',
    laws: ['lov om kommunernes styrelse', 'lov om kommunal udligning og generelle tilskud til kommuner', 'lov om regionernes finansiering', 'lov om kommunale og regionale valg', 'CPR-loven', 'lov om kommunal ejendomsskat'],
    topics: ['udligningsordningen', 'det kommunale selvstyre', 'kommunernes økonomi', 'frikommuneforsøgene', 'kommunalvalgene', 'det kommunale tilsyn', 'den digitale selvbetjening', 'grundskylden', 'dækningsafgiften', 'de kommunale serviceudgifter', 'regionernes opgaver', 'CPR-registeret'],
    problems: ['inhabilitet i kommunalbestyrelser', 'fejl i CPR-registeret', 'chikane mod lokalpolitikere'],
    actors: ['kommunerne', 'regionerne', 'borgerne', 'kommunalbestyrelserne'],
    organisations: ['KL', 'Danske Regioner', 'Danske Ældreråd'] },
  { key: 'uddannelse', ministry: 'Uddannelses- og Forskningsministeriet', minister: 'uddannelses- og forskningsministeren', ministerTitle: 'uddannelses- og forskningsminister',
    committee: 'Uddannelses- og Forskningsudvalget', committeeCode: 'UFU', spokesperson: 'Uddannelses- og forskningsordfører', council: 'konkurrenceevne',
    laws: ['universitetsloven', 'SU-loven', 'lov om erhvervsakademiuddannelser og professionsbacheloruddannelser', 'akkrediteringsloven', 'lov om videnskabelig uredelighed m.v.'],
    topics: ['SU-systemet', 'optaget på de videregående uddannelser', 'kandidatreformen', 'forskningsfriheden', 'universiteternes økonomi', 'de internationale studerende', 'professionshøjskolernes udbud', 'erhvervsakademierne', 'basismidlerne til forskning', 'uddannelsespladserne uden for de store byer', 'studiemiljøet', 'akkrediteringen af uddannelser'],
    problems: ['frafald på de videregående uddannelser', 'forskningssnyd', 'stress blandt studerende', 'SU-snyd'],
    actors: ['de studerende', 'universiteterne', 'forskerne', 'uddannelsesinstitutionerne'],
    organisations: ['Danske Studerendes Fællesråd', 'Danske Universiteter', 'Akademikerne', 'Danske Professionshøjskoler'] },
  { key: 'ligestilling', ministry: 'Digitaliseringsministeriet', minister: 'ministeren for digitalisering og ligestilling', ministerTitle: 'minister for digitalisering og ligestilling',
    committee: 'Ligestillingsudvalget', committeeCode: 'LIU', spokesperson: 'Ligestillingsordfører', council: EMPLOYMENT_COUNCIL,
    laws: ['ligestillingsloven', 'ligelønsloven', 'lov om Ligebehandlingsnævnet', 'barselsloven', 'forskelsbehandlingsloven'],
    topics: ['ligelønnen', 'fordelingen af barsel', 'kvinder i ledelse', 'Ligebehandlingsnævnet', 'juridisk kønsskifte', 'ligestillingsredegørelserne', 'LGBTI+-personers rettigheder', 'kønsbalancen i bestyrelser'],
    problems: ['seksuel chikane på arbejdspladsen', 'lønforskelle mellem kvinder og mænd', 'hadforbrydelser', 'æresrelaterede konflikter'],
    actors: ['kvinderne', 'arbejdsgiverne', 'lønmodtagerne', 'virksomhederne'],
    organisations: ['Kvinderådet', 'LGBT+ Danmark', 'KVINFO', 'Dansk Kvindesamfund'] },
];

/** The area with the given key. */
export function policyArea(key: PolicyAreaKey): PolicyArea {
  const found = POLICY_AREAS.find((a) => a.key === key);
  if (!found) throw new RangeError(`unknown policy area ${key}`);
  return found;
}
