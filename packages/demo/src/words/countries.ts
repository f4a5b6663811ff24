/**
 * Countries exhibitors come from, most likely first: the small show takes the first 30, the big one
 * all of them. Each carries what a plausible address needs.
 */
export interface CountryWords {
  code: string;
  fr: string;
  en: string;
  city: string;
  postalCode: string;
  dialCode: string;
  domain: string;
}

/** One row of the table below: code, French and English names, a city, its postal code, dial code, web domain. */
function country(
  code: string,
  fr: string,
  en: string,
  city: string,
  postalCode: string,
  dialCode: string,
  domain: string,
): CountryWords {
  return { code, fr, en, city, postalCode, dialCode, domain };
}

export const COUNTRIES: readonly CountryWords[] = [
  country('FR', 'France', 'France', 'Paris', '75015', '33', 'fr'),
  country('DE', 'Allemagne', 'Germany', 'Köln', '50667', '49', 'de'),
  country('IT', 'Italie', 'Italy', 'Parma', '43121', '39', 'it'),
  country('ES', 'Espagne', 'Spain', 'Valencia', '46001', '34', 'es'),
  country('BE', 'Belgique', 'Belgium', 'Gent', '9000', '32', 'be'),
  country('NL', 'Pays-Bas', 'Netherlands', 'Wageningen', '6701', '31', 'nl'),
  country('CH', 'Suisse', 'Switzerland', 'Lausanne', '1003', '41', 'ch'),
  country('GB', 'Royaume-Uni', 'United Kingdom', 'Leeds', 'LS1 4AP', '44', 'co.uk'),
  country('US', 'États-Unis', 'United States', 'Chicago', '60601', '1', 'com'),
  country('CA', 'Canada', 'Canada', 'Montréal', 'H2Y 1C6', '1', 'ca'),
  country('PT', 'Portugal', 'Portugal', 'Porto', '4000-322', '351', 'pt'),
  country('DK', 'Danemark', 'Denmark', 'Aarhus', '8000', '45', 'dk'),
  country('SE', 'Suède', 'Sweden', 'Malmö', '211 20', '46', 'se'),
  country('PL', 'Pologne', 'Poland', 'Poznań', '61-001', '48', 'pl'),
  country('AT', 'Autriche', 'Austria', 'Linz', '4020', '43', 'at'),
  country('IE', 'Irlande', 'Ireland', 'Cork', 'T12 X70A', '353', 'ie'),
  country('MA', 'Maroc', 'Morocco', 'Casablanca', '20250', '212', 'ma'),
  country('TN', 'Tunisie', 'Tunisia', 'Sfax', '3000', '216', 'tn'),
  country('SN', 'Sénégal', 'Senegal', 'Dakar', '10200', '221', 'sn'),
  country('CI', "Côte d'Ivoire", 'Ivory Coast', 'Abidjan', '01 BP 1', '225', 'ci'),
  country('BR', 'Brésil', 'Brazil', 'Curitiba', '80010-000', '55', 'com.br'),
  country('AR', 'Argentine', 'Argentina', 'Rosario', 'S2000', '54', 'com.ar'),
  country('JP', 'Japon', 'Japan', 'Osaka', '530-0001', '81', 'jp'),
  country('CN', 'Chine', 'China', 'Qingdao', '266000', '86', 'cn'),
  country('KR', 'Corée du Sud', 'South Korea', 'Busan', '48058', '82', 'kr'),
  country('IN', 'Inde', 'India', 'Pune', '411001', '91', 'in'),
  country('TR', 'Turquie', 'Türkiye', 'İzmir', '35210', '90', 'com.tr'),
  country('GR', 'Grèce', 'Greece', 'Thessaloniki', '546 25', '30', 'gr'),
  country('NO', 'Norvège', 'Norway', 'Bergen', '5003', '47', 'no'),
  country('FI', 'Finlande', 'Finland', 'Tampere', '33100', '358', 'fi'),
  country('CZ', 'Tchéquie', 'Czechia', 'Brno', '602 00', '420', 'cz'),
  country('HU', 'Hongrie', 'Hungary', 'Szeged', '6720', '36', 'hu'),
  country('RO', 'Roumanie', 'Romania', 'Cluj-Napoca', '400001', '40', 'ro'),
  country('BG', 'Bulgarie', 'Bulgaria', 'Plovdiv', '4000', '359', 'bg'),
  country('HR', 'Croatie', 'Croatia', 'Osijek', '31000', '385', 'hr'),
  country('SI', 'Slovénie', 'Slovenia', 'Maribor', '2000', '386', 'si'),
  country('LT', 'Lituanie', 'Lithuania', 'Kaunas', '44001', '370', 'lt'),
  country('EE', 'Estonie', 'Estonia', 'Tartu', '51003', '372', 'ee'),
  country('LU', 'Luxembourg', 'Luxembourg', 'Esch-sur-Alzette', 'L-4002', '352', 'lu'),
  country('IL', 'Israël', 'Israel', 'Rehovot', '7610001', '972', 'co.il'),
  country('EG', 'Égypte', 'Egypt', 'Alexandrie', '21500', '20', 'com.eg'),
  country('ZA', 'Afrique du Sud', 'South Africa', 'Stellenbosch', '7600', '27', 'co.za'),
  country('KE', 'Kenya', 'Kenya', 'Nakuru', '20100', '254', 'co.ke'),
  country('NG', 'Nigeria', 'Nigeria', 'Lagos', '100001', '234', 'com.ng'),
  country('MX', 'Mexique', 'Mexico', 'Guadalajara', '44100', '52', 'com.mx'),
  country('CL', 'Chili', 'Chile', 'Temuco', '4780000', '56', 'cl'),
  country('CO', 'Colombie', 'Colombia', 'Medellín', '050001', '57', 'com.co'),
  country('PE', 'Pérou', 'Peru', 'Arequipa', '04001', '51', 'com.pe'),
  country('AU', 'Australie', 'Australia', 'Adelaide', '5000', '61', 'com.au'),
  country('NZ', 'Nouvelle-Zélande', 'New Zealand', 'Hamilton', '3204', '64', 'co.nz'),
  country('SG', 'Singapour', 'Singapore', 'Singapore', '018956', '65', 'com.sg'),
  country('TH', 'Thaïlande', 'Thailand', 'Chiang Mai', '50200', '66', 'co.th'),
  country('VN', 'Viêt Nam', 'Vietnam', 'Cần Thơ', '900000', '84', 'vn'),
  country('ID', 'Indonésie', 'Indonesia', 'Surabaya', '60111', '62', 'co.id'),
  country('MY', 'Malaisie', 'Malaysia', 'Penang', '10000', '60', 'com.my'),
  country('AE', 'Émirats arabes unis', 'United Arab Emirates', 'Dubai', '00000', '971', 'ae'),
  country('SA', 'Arabie saoudite', 'Saudi Arabia', 'Riyadh', '11564', '966', 'com.sa'),
  country('UA', 'Ukraine', 'Ukraine', 'Vinnytsia', '21000', '380', 'com.ua'),
  country('IS', 'Islande', 'Iceland', 'Akureyri', '600', '354', 'is'),
  country('CM', 'Cameroun', 'Cameroon', 'Douala', 'BP 4000', '237', 'cm'),
];
