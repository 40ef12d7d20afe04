/**
 * Thai banks and their three-digit codes, as the Bank of Thailand assigns them to financial
 * institutions for interbank transfers (the codes of its "Financial Institution Code" list, used by
 * ITMX and by every bank's bulk-payment file). Source: Bank of Thailand, Payment Systems,
 * "รหัสสถาบันการเงิน / Financial institution codes" (bot.or.th), the commercial and specialised
 * banks that hold deposit accounts; the branches of foreign banks are left out (partners are not
 * paid there).
 */
export interface ThaiBank {
  code: string;
  nameTh: string;
  nameEn: string;
  /** Short names the banks go by, in the way partners type them. */
  aliases: readonly string[];
}

export const THAI_BANKS: readonly ThaiBank[] = [
  { code: '002', nameTh: 'ธนาคารกรุงเทพ', nameEn: 'Bangkok Bank', aliases: ['BBL', 'บัวหลวง'] },
  { code: '004', nameTh: 'ธนาคารกสิกรไทย', nameEn: 'Kasikornbank', aliases: ['KBANK', 'KBank', 'Kasikorn'] },
  { code: '006', nameTh: 'ธนาคารกรุงไทย', nameEn: 'Krung Thai Bank', aliases: ['KTB', 'Krungthai'] },
  {
    code: '011',
    nameTh: 'ธนาคารทหารไทยธนชาต',
    nameEn: 'TMBThanachart Bank',
    aliases: ['TTB', 'ทีทีบี', 'TMB', 'ทหารไทย', 'ธนชาต'],
  },
  { code: '014', nameTh: 'ธนาคารไทยพาณิชย์', nameEn: 'Siam Commercial Bank', aliases: ['SCB'] },
  { code: '017', nameTh: 'ธนาคารซิตี้แบงก์', nameEn: 'Citibank', aliases: ['Citi'] },
  {
    code: '020',
    nameTh: 'ธนาคารสแตนดาร์ดชาร์เตอร์ด (ไทย)',
    nameEn: 'Standard Chartered Bank (Thai)',
    aliases: ['SCBT'],
  },
  { code: '022', nameTh: 'ธนาคารซีไอเอ็มบี ไทย', nameEn: 'CIMB Thai Bank', aliases: ['CIMB', 'CIMBT'] },
  { code: '024', nameTh: 'ธนาคารยูโอบี', nameEn: 'United Overseas Bank (Thai)', aliases: ['UOB', 'UOBT'] },
  {
    code: '025',
    nameTh: 'ธนาคารกรุงศรีอยุธยา',
    nameEn: 'Bank of Ayudhya',
    aliases: ['BAY', 'Krungsri', 'กรุงศรี'],
  },
  { code: '030', nameTh: 'ธนาคารออมสิน', nameEn: 'Government Savings Bank', aliases: ['GSB'] },
  { code: '033', nameTh: 'ธนาคารอาคารสงเคราะห์', nameEn: 'Government Housing Bank', aliases: ['GHB', 'ธอส'] },
  {
    code: '034',
    nameTh: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร',
    nameEn: 'Bank for Agriculture and Agricultural Cooperatives',
    aliases: ['BAAC', 'ธกส'],
  },
  { code: '066', nameTh: 'ธนาคารอิสลามแห่งประเทศไทย', nameEn: 'Islamic Bank of Thailand', aliases: ['ISBT'] },
  { code: '067', nameTh: 'ธนาคารทิสโก้', nameEn: 'TISCO Bank', aliases: ['TISCO'] },
  { code: '069', nameTh: 'ธนาคารเกียรตินาคินภัทร', nameEn: 'Kiatnakin Phatra Bank', aliases: ['KKP'] },
  { code: '070', nameTh: 'ธนาคารไอซีบีซี (ไทย)', nameEn: 'ICBC (Thai)', aliases: ['ICBC', 'ICBCT'] },
  { code: '071', nameTh: 'ธนาคารไทยเครดิต', nameEn: 'Thai Credit Bank', aliases: ['TCRB'] },
  {
    code: '073',
    nameTh: 'ธนาคารแลนด์ แอนด์ เฮ้าส์',
    nameEn: 'Land and Houses Bank',
    aliases: ['LH Bank', 'LHB'],
  },
  {
    code: '098',
    nameTh: 'ธนาคารพัฒนาวิสาหกิจขนาดกลางและขนาดย่อมแห่งประเทศไทย',
    nameEn: 'SME Development Bank',
    aliases: ['SME D Bank', 'SMEs'],
  },
];

/**
 * A bank name as a partner may have typed it, reduced to what tells banks apart: no "ธนาคาร" or
 * "bank", no company suffix, no spaces, dots, brackets or hyphens, Latin letters in lower case.
 */
const keyOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/จำกัด|มหาชน|public company limited|company limited|pcl|plc/g, '')
    .replace(/ธนาคาร|bank/g, '')
    .replace(/[\s.()\-–,]/g, '');

const BANKS_BY_KEY = new Map<string, ThaiBank>(
  THAI_BANKS.flatMap((bank) =>
    [bank.nameTh, bank.nameEn, ...bank.aliases].map((name) => [keyOf(name), bank]),
  ),
);

/** The bank a partner's bank name means, or null when it is none of the table's. */
export function thaiBankOf(name: unknown): ThaiBank | null {
  if (typeof name !== 'string') return null;
  const key = keyOf(name);
  return key === '' ? null : (BANKS_BY_KEY.get(key) ?? null);
}
