/**
 * Subject words (Emneord) and their types (Emneordstype). The real type names are not published in any source
 * we have; the data only shows that types 1–3 hold topical keywords ("byggeri", "donationer", "fradrag") and
 * type 4 holds law-area terms with a number ("Retspleje 24", "Banker og pengeinstitutter 28").
 */

export type EmneordTypeId = 1 | 2 | 3 | 4;

export interface EmneordEntry {
  emneord: string;
  typeid: EmneordTypeId;
}

/** Plausible names for the four types. NOTE: invented — the real Emneordstype names are unknown. */
export const EMNEORDSTYPER: readonly { id: EmneordTypeId; type: string }[] = [
  { id: 1, type: 'Emneord' },
  { id: 2, type: 'Eurovoc-emneord' },
  { id: 3, type: 'Sagsområde' },
  { id: 4, type: 'Lovområde' },
];

// biome-ignore format: a compact word list
const TOPICAL: readonly string[] = [
  'byggeri', 'donationer', 'fradrag', 'affald', 'akutberedskab', 'alkohol', 'anbringelse', 'arbejdsmiljø',
  'arbejdsskader', 'arveafgift', 'asyl', 'beredskab', 'befordringsfradrag', 'biblioteker', 'biler', 'biogas',
  'boligstøtte', 'boligskat', 'bredbånd', 'brandvæsen', 'børnehaver', 'cybersikkerhed', 'cykler', 'dagpenge',
  'databeskyttelse', 'demens', 'digitalisering', 'domstole', 'doping', 'droner', 'dyrevelfærd', 'efterløn',
  'ejendomsvurdering', 'elbiler', 'energibesparelser', 'erhvervsuddannelser', 'eksport', 'familiesammenføring',
  'fiskeri', 'fjernvarme', 'fleksjob', 'folkepension', 'folkeskolen', 'forbrugerbeskyttelse', 'forskning',
  'friskoler', 'fødevarekontrol', 'færger', 'fængsler', 'gymnasier', 'grundvand', 'handicap', 'havvind',
  'hjemløshed', 'hospitaler', 'husleje', 'hvidvask', 'iværksættere', 'indfødsret', 'infrastruktur', 'jernbaner',
  'jobcentre', 'kontanthjælp', 'kollektiv trafik', 'konkurs', 'kriminalitet', 'kvælstof', 'kunst', 'kystbeskyttelse',
  'landdistrikter', 'landbrug', 'lægemidler', 'lægedækning', 'lønmodtagere', 'medier', 'mink', 'moms',
  'motorveje', 'museer', 'naturbeskyttelse', 'nattelivet', 'natur', 'offentlige indkøb', 'organdonation',
  'overvågning', 'pensioner', 'personskat', 'plastik', 'plejehjem', 'politi', 'praktiserende læger', 'psykiatri',
  'rejsekort', 'rockere', 'rygning', 'selskabsskat', 'seniorpension', 'sexchikane', 'skattekontrol', 'skovrejsning',
  'sociale medier', 'solceller', 'spil', 'sprøjtemidler', 'statsborgerskab', 'straf', 'studerende', 'SU',
  'sundhedsdata', 'svineproduktion', 'sygedagpenge', 'sygeplejersker', 'tandpleje', 'taxi', 'tobak', 'tolkning',
  'topskat', 'trafiksikkerhed', 'udbytteskat', 'udviklingsbistand', 'ulighed', 'universiteter', 'vandløb',
  'varmepumper', 'veje', 'veteraner', 'vindmøller', 'værnepligt', 'våben', 'ældrepleje', 'ægteskab', 'økologi',
  'øer', 'ungdomskriminalitet', 'udrejsecentre', 'terror', 'sanktioner', 'menneskerettigheder', 'menneskehandel',
  'ligeløn', 'barsel', 'bander', 'arbejdskraft', 'klimatilpasning', 'oversvømmelser', 'vaccination',
  'kræftbehandling', 'ventetider', 'frivillighed', 'idræt', 'public service', 'licens', 'ophavsret',
];

// biome-ignore format: a compact word list
const EUROVOC: readonly string[] = [
  'arbejdsmarkedspolitik', 'beskæftigelsespolitik', 'boligpolitik', 'energipolitik', 'EU-ret', 'finanspolitik',
  'fiskeripolitik', 'forsvarspolitik', 'fødevaresikkerhed', 'indre marked', 'indvandring', 'integration',
  'klimaændringer', 'kulturpolitik', 'landbrugspolitik', 'miljøpolitik', 'mediepolitik', 'regionalpolitik',
  'retspolitik', 'skattepolitik', 'socialpolitik', 'sundhedspolitik', 'transportpolitik', 'udenrigspolitik',
  'uddannelsespolitik', 'forskningspolitik', 'konkurrencepolitik', 'handelspolitik', 'udviklingspolitik',
  'forbrugerpolitik', 'ligestillingspolitik', 'kommunal forvaltning', 'offentlige finanser', 'statsbudget',
  'grænsekontrol', 'politisamarbejde', 'menneskerettighedspolitik', 'børnepolitik', 'ældrepolitik',
  'handicappolitik', 'vedvarende energi', 'naturressourcer', 'vandpolitik', 'affaldshåndtering', 'digital økonomi',
  'informationssamfund', 'civilbeskyttelse', 'arktisk samarbejde', 'nordisk samarbejde', 'rigsfællesskabet',
];

// biome-ignore format: a compact word list
const AREAS: readonly string[] = [
  'skatter og afgifter', 'sundhed og forebyggelse', 'undervisning og uddannelse', 'arbejdsmarked', 'sociale forhold',
  'bolig og byggeri', 'miljø og natur', 'fødevarer og landbrug', 'klima og energi', 'trafik og transport',
  'udenrigsforhold', 'forsvar og sikkerhed', 'kultur og medier', 'udlændinge og integration', 'erhverv og vækst',
  'Europa og EU', 'kommuner og regioner', 'forskning og videregående uddannelse', 'ligestilling', 'retsvæsen',
  'økonomi og budget', 'Grønland og Færøerne', 'kirke og tro', 'forbrugerforhold', 'it og digitalisering',
  'landdistrikter og øer', 'ældre', 'børn og unge', 'beredskab og redning', 'idræt og fritid',
];

// biome-ignore format: a compact word list
const LAW_AREAS: readonly string[] = [
  'Retspleje 24', 'Banker og pengeinstitutter 28', 'Strafferet 23', 'Skatter 31', 'Afgifter 32', 'Told 33',
  'Socialforsorg 41', 'Pension 42', 'Arbejdsløshedsforsikring 43', 'Arbejdsmiljø 44', 'Sundhedsvæsen 51',
  'Lægemidler 52', 'Folkeskolen 61', 'Gymnasiale uddannelser 62', 'Erhvervsuddannelser 63', 'Universiteter 64',
  'Statsborgerret 11', 'Udlændinge 12', 'Politi 21', 'Fængselsvæsen 22', 'Familieret 25', 'Arv 26',
  'Fast ejendom 27', 'Forsikring 29', 'Selskaber 30', 'Konkurrence 34', 'Forbrugerbeskyttelse 35', 'Miljø 71',
  'Naturbeskyttelse 72', 'Vandforsyning 73', 'Landbrug 74', 'Fiskeri 75', 'Fødevarer 76', 'Energi 81',
  'Varmeforsyning 82', 'Veje 83', 'Jernbaner 84', 'Søfart 85', 'Luftfart 86', 'Post og tele 87',
  'Kommunale forhold 91', 'Valg 92', 'Forsvar 93', 'Kultur 94', 'Medier 95', 'Kirke 96', 'Boliger 97',
  'Byggeri 98', 'Planlægning 99', 'Statens budget 10',
];

/** All subject words with their type, in the order the Emneord ids should be assigned. */
export const EMNEORD: readonly EmneordEntry[] = [
  ...TOPICAL.map((emneord) => ({ emneord, typeid: 1 as const })),
  ...EUROVOC.map((emneord) => ({ emneord, typeid: 2 as const })),
  ...AREAS.map((emneord) => ({ emneord, typeid: 3 as const })),
  ...LAW_AREAS.map((emneord) => ({ emneord, typeid: 4 as const })),
];
