import type { Db } from '../db';
import type {
  BookingRow,
  Flag,
  ImageKind,
  PartnerRequestRow,
  PaymentRow,
  ProfileRow,
  PropertyTypeRow,
} from '../db/rows';

function inserter<Row extends object>(db: Db, table: string, columns: (keyof Row & string)[]) {
  const statement = db.prepare(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`,
  );
  return (row: Row) => statement.run(row);
}

/** The prepared inserts of every business table. */
export function writers(db: Db) {
  return {
    image: inserter<{ image_id: string; kind: ImageKind; mime: string; bytes: Buffer; created_at: string }>(
      db,
      'images',
      ['image_id', 'kind', 'mime', 'bytes', 'created_at'],
    ),
    profile: inserter<ProfileRow>(db, 'profiles', [
      'profile_id',
      'first_name',
      'last_name',
      'email',
      'phone_number',
      'role',
      'active',
      'image_id',
      'line_id',
      'facebook',
      'location',
      'create_date',
    ]),
    location: inserter<{ location_id: string; name: string; code: string }>(db, 'locations', [
      'location_id',
      'name',
      'code',
    ]),
    property: inserter<{
      property_id: string;
      property_name: string;
      code: string;
      location_id: string;
      create_date: string;
    }>(db, 'properties', ['property_id', 'property_name', 'code', 'location_id', 'create_date']),
    propertyType: inserter<PropertyTypeRow>(db, 'property_types', [
      'property_type_id',
      'property_id',
      'property_type_name',
      'code',
      'banner_image_id',
      'start_price',
      'max_people',
      'approved',
      'active',
      'maintenance',
      'update_date',
    ]),
    owner: inserter<{ property_id: string; profile_id: string; is_head: Flag; verified: Flag }>(
      db,
      'property_owners',
      ['property_id', 'profile_id', 'is_head', 'verified'],
    ),
    partnerRequest: inserter<PartnerRequestRow>(db, 'partner_requests', [
      'profile_partner_id',
      'profile_id',
      'status',
      'property_name',
      'max_capacity',
      'location',
      'create_date',
      'update_date',
    ]),
    bank: inserter<{
      profile_id: string;
      bank_name: string;
      account_number: string;
      account_name: string;
      branch_name: string;
    }>(db, 'partner_banks', ['profile_id', 'bank_name', 'account_number', 'account_name', 'branch_name']),
    booking: inserter<BookingRow>(db, 'bookings', [
      'booking_id',
      'booking_code',
      'property_type_id',
      'customer_profile_id',
      'first_name',
      'last_name',
      'email',
      'phone_number',
      'line_id',
      'walk_in',
      'status',
      'checkin_date',
      'checkout_date',
      'package_price',
      'extra_bed_price',
      'total_price',
      'earnest_money',
      'create_date',
    ]),
    payment: inserter<PaymentRow>(db, 'payments', [
      'payment_id',
      'booking_id',
      'period',
      'status',
      'amount',
      'method',
      'slip_image_id',
      'admin_transfer_slip_id',
      'create_date',
      'update_date',
    ]),
  };
}

export type Writers = ReturnType<typeof writers>;
