import type { BookingStatus, PaymentStatus, Role } from '../../contract';

/** Rows of the sandbox's tables, as better-sqlite3 reads and writes them (booleans are 0 or 1). */

export type ImageKind = 'profile' | 'property' | 'payment';
export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp';
export type PartnerRequestStatus = 'PENDING' | 'APPROVED' | 'REJECTED';
export type Flag = 0 | 1;

export interface ImageRow {
  image_id: string;
  kind: ImageKind;
  mime: ImageMime;
  bytes: Buffer;
  created_at: string;
}

export interface ProfileRow {
  profile_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone_number: string | null;
  role: Role;
  active: Flag;
  image_id: string | null;
  line_id: string | null;
  facebook: string | null;
  location: string | null;
  create_date: string;
}

export interface LocationRow {
  location_id: string;
  name: string;
  code: string;
}

export interface PropertyRow {
  property_id: string;
  property_name: string | null;
  code: string | null;
  location_id: string | null;
  create_date: string;
}

export interface PropertyTypeRow {
  property_type_id: string;
  property_id: string;
  property_type_name: string | null;
  code: string | null;
  banner_image_id: string | null;
  start_price: number | null;
  max_people: number | null;
  approved: Flag;
  active: Flag;
  maintenance: Flag;
  update_date: string | null;
}

export interface PropertyOwnerRow {
  property_id: string;
  profile_id: string;
  is_head: Flag;
  verified: Flag;
}

export interface PartnerRequestRow {
  profile_partner_id: string;
  profile_id: string;
  status: PartnerRequestStatus;
  property_name: string | null;
  max_capacity: number | null;
  location: string | null;
  create_date: string;
  update_date: string | null;
}

export interface PartnerBankRow {
  profile_id: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  branch_name: string | null;
}

export interface BookingRow {
  booking_id: string;
  booking_code: string;
  property_type_id: string;
  customer_profile_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone_number: string | null;
  line_id: string | null;
  walk_in: Flag;
  status: BookingStatus;
  checkin_date: string;
  checkout_date: string;
  package_price: number;
  extra_bed_price: number;
  total_price: number;
  earnest_money: number;
  create_date: string;
}

export interface PaymentRow {
  payment_id: string;
  booking_id: string;
  period: 1 | 2;
  status: PaymentStatus;
  amount: number;
  method: string;
  slip_image_id: string | null;
  admin_transfer_slip_id: string | null;
  create_date: string;
  update_date: string | null;
}

/** How a guest paid: the booking lists of the transfer screen cover bank transfers only. */
export const PaymentMethod = { transfer: 'TRANSFER', cash: 'CASH', card: 'CREDIT_CARD' } as const;
