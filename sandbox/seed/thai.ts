/** Thai words for the seed: names with their romanisation (for e-mail addresses), places, banks. */

export interface Name {
  thai: string;
  roman: string;
}

export const FIRST_NAMES: readonly Name[] = [
  { thai: 'สมศักดิ์', roman: 'somsak' },
  { thai: 'วิไลวรรณ', roman: 'wilaiwan' },
  { thai: 'ธนากร', roman: 'thanakorn' },
  { thai: 'ปิยะนุช', roman: 'piyanuch' },
  { thai: 'ณัฐพล', roman: 'nattapon' },
  { thai: 'กมลชนก', roman: 'kamonchanok' },
  { thai: 'อนุชา', roman: 'anucha' },
  { thai: 'สุภาพร', roman: 'supaporn' },
  { thai: 'วีระพงษ์', roman: 'weerapong' },
  { thai: 'จันทร์เพ็ญ', roman: 'janpen' },
  { thai: 'ชัยวัฒน์', roman: 'chaiwat' },
  { thai: 'อรอุมา', roman: 'onuma' },
  { thai: 'ประยุทธ', roman: 'prayut' },
  { thai: 'รัตนาภรณ์', roman: 'rattanaporn' },
  { thai: 'กิตติพงษ์', roman: 'kittipong' },
  { thai: 'นันทนา', roman: 'nantana' },
  { thai: 'พงศกร', roman: 'pongsakorn' },
  { thai: 'ศิริพร', roman: 'siriporn' },
  { thai: 'ธีรวัฒน์', roman: 'teerawat' },
  { thai: 'มาลัย', roman: 'malai' },
  { thai: 'เอกชัย', roman: 'ekkachai' },
  { thai: 'พิมพ์ชนก', roman: 'pimchanok' },
  { thai: 'สุรชัย', roman: 'surachai' },
  { thai: 'ดวงใจ', roman: 'duangjai' },
  { thai: 'วรวุฒิ', roman: 'worawut' },
  { thai: 'ภัทราวดี', roman: 'pattarawadee' },
  { thai: 'จิรายุ', roman: 'jirayu' },
  { thai: 'ชนิดา', roman: 'chanida' },
  { thai: 'ปกรณ์', roman: 'pakorn' },
  { thai: 'อัญชลี', roman: 'anchalee' },
  { thai: 'ศุภชัย', roman: 'supachai' },
  { thai: 'เบญจมาศ', roman: 'benjamas' },
  { thai: 'ธนวัฒน์', roman: 'thanawat' },
  { thai: 'สายสุนีย์', roman: 'saisunee' },
  { thai: 'ยุทธนา', roman: 'yuttana' },
  { thai: 'ณัฐธิดา', roman: 'nattida' },
];

export const LAST_NAMES: readonly Name[] = [
  { thai: 'ศรีสุข', roman: 'srisuk' },
  { thai: 'วงศ์สวัสดิ์', roman: 'wongsawat' },
  { thai: 'แก้วมณี', roman: 'kaewmanee' },
  { thai: 'บุญมา', roman: 'boonma' },
  { thai: 'ทองดี', roman: 'thongdee' },
  { thai: 'สุขสมบูรณ์', roman: 'suksomboon' },
  { thai: 'เจริญผล', roman: 'charoenphon' },
  { thai: 'พรหมวงศ์', roman: 'prommawong' },
  { thai: 'ชัยมงคล', roman: 'chaimongkol' },
  { thai: 'รุ่งเรือง', roman: 'rungruang' },
  { thai: 'มณีรัตน์', roman: 'maneerat' },
  { thai: 'สมบัติทอง', roman: 'sombatthong' },
  { thai: 'อินทร์แก้ว', roman: 'inkaew' },
  { thai: 'ประเสริฐศรี', roman: 'prasertsri' },
  { thai: 'ทรัพย์มาก', roman: 'sapmak' },
  { thai: 'นาคสวัสดิ์', roman: 'naksawat' },
  { thai: 'ศักดิ์ดี', roman: 'sakdee' },
  { thai: 'จันทร์หอม', roman: 'janhom' },
  { thai: 'ปัญญาดี', roman: 'panyadee' },
  { thai: 'เพชรรัตน์', roman: 'petcharat' },
  { thai: 'สิทธิโชค', roman: 'sittichok' },
  { thai: 'คงเจริญ', roman: 'kongcharoen' },
  { thai: 'ภักดีวงศ์', roman: 'pakdeewong' },
  { thai: 'อ่อนละมัย', roman: 'onlamai' },
];

export const LOCATIONS: readonly { name: string; code: string }[] = [
  { name: 'พัทยา', code: 'PTY' },
  { name: 'หัวหิน', code: 'HHN' },
  { name: 'ภูเก็ต', code: 'PKT' },
  { name: 'เกาะสมุย', code: 'KSM' },
  { name: 'เขาใหญ่', code: 'KYI' },
  { name: 'กระบี่', code: 'KBI' },
  { name: 'เชียงใหม่', code: 'CNX' },
  { name: 'ชะอำ', code: 'CHA' },
  { name: 'ระยอง', code: 'RYG' },
  { name: 'เกาะช้าง', code: 'KCG' },
  { name: 'กาญจนบุรี', code: 'KRI' },
  { name: 'ปราณบุรี', code: 'PRN' },
  { name: 'บางแสน', code: 'BSN' },
  { name: 'เกาะเสม็ด', code: 'KSD' },
  { name: 'ปาย', code: 'PAI' },
];

/** Place names for the map-less locations partners type in, by location code. */
export const PLACES: Readonly<Record<string, string>> = {
  PTY: 'ซอยจอมเทียน 5 ต.หนองปรือ อ.บางละมุง จ.ชลบุรี',
  HHN: 'ซอยหัวหิน 94 ต.หนองแก อ.หัวหิน จ.ประจวบคีรีขันธ์',
  PKT: 'ถ.ราไวย์ ต.ราไวย์ อ.เมือง จ.ภูเก็ต',
  KSM: 'หาดเฉวง ต.บ่อผุด อ.เกาะสมุย จ.สุราษฎร์ธานี',
  KYI: 'ถ.ธนะรัชต์ กม.12 อ.ปากช่อง จ.นครราชสีมา',
  KBI: 'อ่าวนาง อ.เมือง จ.กระบี่',
  CNX: 'ต.แม่แรม อ.แม่ริม จ.เชียงใหม่',
  CHA: 'ถ.ร่วมจิต ต.ชะอำ อ.ชะอำ จ.เพชรบุรี',
  RYG: 'หาดแม่รำพึง อ.เมือง จ.ระยอง',
  KCG: 'หาดทรายขาว อ.เกาะช้าง จ.ตราด',
  KRI: 'ริมแม่น้ำแคว ต.ท่ามะขาม อ.เมือง จ.กาญจนบุรี',
  PRN: 'หาดปราณบุรี ต.ปากน้ำปราณ อ.ปราณบุรี',
  BSN: 'ถ.บางแสนสาย 2 ต.แสนสุข อ.เมือง จ.ชลบุรี',
  KSD: 'อ่าวพร้าว ต.เพ อ.เมือง จ.ระยอง',
  PAI: 'ต.แม่ฮี้ อ.ปาย จ.แม่ฮ่องสอน',
};

/** Rough coordinates of each location, for the Google-Maps-like links. */
export const COORDINATES: Readonly<Record<string, readonly [number, number]>> = {
  PTY: [12.8797, 100.8832],
  HHN: [12.5684, 99.9577],
  PKT: [7.7804, 98.3223],
  KSM: [9.512, 100.0136],
  KYI: [14.4392, 101.3725],
  KBI: [8.0363, 98.8154],
  CNX: [18.8945, 98.9366],
  CHA: [12.7998, 99.9683],
  RYG: [12.6624, 101.2826],
  KCG: [12.0631, 102.3232],
  KRI: [14.0228, 99.5328],
  PRN: [12.3567, 99.9804],
  BSN: [13.2844, 100.9154],
  KSD: [12.5667, 101.4583],
  PAI: [19.3583, 98.4403],
};

export const PROPERTY_NAMES: readonly string[] = [
  'บ้านทะเลดาว พูลวิลล่า',
  'Baan Suan Pool Villa',
  'ภูผาวิว รีสอร์ท แอนด์ พูลวิลล่า',
  'The Palm Breeze Villa',
  'เรือนไม้ริมน้ำ พูลวิลล่า',
  'Sea Sand Sun Pool Villa',
  'บ้านสวนมะพร้าว พูลวิลล่า',
  'Blue Lagoon Private Villa',
  'ลมหนาว พูลวิลล่า',
  'Sunset Cliff Villa',
  'บ้านอิ่มใจ พูลวิลล่า',
  'Coral Bay Pool Villa',
  'ชมดาว พูลวิลล่า',
  'Green Valley Pool Villa',
  'บ้านพักตากอากาศ ณ ทะเล',
  'Moonlight Pool Villa',
  'เดอะ ริเวอร์ไซด์ พูลวิลล่า',
  'Tropical Haven Villa',
  'บ้านหาดทรายแก้ว',
];

/** Unit templates: name, bedrooms, people, base price per night. */
export const PROPERTY_TYPE_TEMPLATES: readonly { name: string; people: number; price: number }[] = [
  { name: 'สตูดิโอพูลวิลล่า 1 ห้องนอน', people: 2, price: 2900 },
  { name: 'พูลวิลล่า 2 ห้องนอน', people: 6, price: 4500 },
  { name: 'พูลวิลล่า 3 ห้องนอน', people: 10, price: 6900 },
  { name: 'Deluxe Pool Villa 4 ห้องนอน', people: 14, price: 9900 },
  { name: 'แกรนด์พูลวิลล่า 5 ห้องนอน พร้อมคาราโอเกะ', people: 20, price: 14900 },
];

export const BANKS: readonly string[] = [
  'ธนาคารกสิกรไทย',
  'ธนาคารไทยพาณิชย์',
  'ธนาคารกรุงเทพ',
  'ธนาคารกรุงไทย',
  'ธนาคารกรุงศรีอยุธยา',
  'ธนาคารทหารไทยธนชาต',
];

export const EMAIL_DOMAINS: readonly string[] = ['mail.test', 'example.com', 'example.co.th'];
