import type { FastifyInstance, InjectOptions } from 'fastify';
import { PNG } from 'pngjs';
import type { ApiEnvelope } from '../../../contract';
import { authHeader, signIn } from './auth';
import { makeSandbox } from './sandbox';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Answer<T> {
  statusCode: number;
  headers: Record<string, unknown>;
  envelope: ApiEnvelope<T>;
  data: T;
}

/** A sandbox with the default seed and an admin signed in the way the console signs in. */
export async function adminSandbox(email = 'admin@poolvilla.test') {
  const app = await makeSandbox();
  const { accessToken } = await signIn(app, email);
  const call = async <T>(
    method: Method,
    url: string,
    options: Omit<InjectOptions, 'method' | 'url'> = {},
  ): Promise<Answer<T>> => {
    const response = await app.inject({
      method,
      url,
      ...options,
      headers: { ...authHeader(accessToken), ...(options.headers ?? {}) },
    });
    const envelope = response.json() as ApiEnvelope<T>;
    return { statusCode: response.statusCode, headers: response.headers, envelope, data: envelope.data };
  };
  return {
    app,
    /** The admin's Authorization header, for calls made with app.inject directly. */
    authHeaders: authHeader(accessToken),
    get: <T>(url: string, query?: Record<string, string>) => call<T>('GET', url, query ? { query } : {}),
    send: <T>(method: Method, url: string, payload?: object) =>
      call<T>(method, url, payload === undefined ? {} : { payload }),
    upload: <T>(url: string, part: Multipart, query?: Record<string, string>) =>
      call<T>('POST', url, { payload: part.payload, headers: part.headers, ...(query ? { query } : {}) }),
  };
}

export type AdminSandbox = Awaited<ReturnType<typeof adminSandbox>>;

export const count = (app: FastifyInstance, sql: string, ...params: unknown[]): number =>
  app.db
    .prepare(sql)
    .pluck()
    .get(...params) as number;

// ---------- uploads ----------

export interface Multipart {
  payload: Buffer;
  headers: Record<string, string>;
}

/** A multipart body with one file part (the name and declared type are whatever the test says). */
export function multipart(
  field: string,
  bytes: Buffer,
  filename = 'picture.png',
  contentType = 'image/png',
): Multipart {
  const boundary = `----poolvilla-test-${bytes.length}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart body with a text field only: no file at all. */
export function multipartWithoutFile(field: string): Multipart {
  const boundary = '----poolvilla-test-nofile';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\nhello\r\n--${boundary}--\r\n`,
  );
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A part of multipartForm: a text field, or a file. */
export type FormPart =
  { field: string; value: string } | { field: string; file: Buffer; filename?: string; contentType?: string };

/** A multipart body of text fields and files, in the order given (a batch slip's `paymentIds` and `file`). */
export function multipartForm(parts: FormPart[]): Multipart {
  const boundary = '----poolvilla-test-form';
  const chunks = parts.map((part) =>
    'file' in part
      ? Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename ?? 'slip.jpg'}"\r\nContent-Type: ${part.contentType ?? 'image/jpeg'}\r\n\r\n`,
          ),
          part.file,
          Buffer.from('\r\n'),
        ])
      : Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
        ),
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function pngImage(width = 4, height = 4): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(200);
  return PNG.sync.write(png);
}

/** A tiny JPEG (its first bytes are what the sandbox checks). */
export const jpegImage = Buffer.from(
  'ffd8ffe000104a46494600010100000100010000ffdb004300080606070605080707070909080a0c140d0c0b0b0c1912130f141d1a1f1e1d1a1c1c20242e2720222c231c1c2837292c30313434341f27393d38323c2e333432ffc0000b080001000101011100ffc4001f0000010501010101010100000000000000000102030405060708090a0bffc400b5100002010303020403050504040000017d01020300041105122131410613516107227114328191a1082342b1c11552d1f02433627282090a161718191a25262728292a3435363738393a434445464748494a535455565758595a636465666768696a737475767778797a838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9faffda0008010100003f00fbd3ffd9',
  'hex',
);

/** A tiny WebP (RIFF container, WEBP form). */
export const webpImage = Buffer.from(
  '52494646240000005745425056503820180000003001009d012a0100010002003425a400037000feff94000000',
  'hex',
);

/** A PDF, whatever it is called. */
export const pdfDocument = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** The keys of each answer type, to check answers carry exactly the contract's fields. */
export const KEYS = {
  profile: [
    'profileId',
    'firstName',
    'lastName',
    'fullName',
    'email',
    'phoneNumber',
    'role',
    'active',
    'image',
    'lineId',
    'facebook',
    'location',
    'createDate',
  ],
  partnerRequest: [
    'profilePartnerId',
    'profileId',
    'firstName',
    'lastName',
    'email',
    'phoneNumber',
    'createDate',
    'lineId',
    'facebook',
    'propertyName',
    'location',
    'image',
    'maxCapacity',
  ],
  property: [
    'propertyId',
    'propertyName',
    'code',
    'locationId',
    'locationName',
    'propertyTypes',
    'propertyOwners',
  ],
  propertyType: [
    'propertyTypeId',
    'propertyTypeName',
    'code',
    'banner',
    'startPrice',
    'maxPeople',
    'approved',
    'active',
    'maintenance',
    'updateDate',
  ],
  propertyOwner: [
    'profileId',
    'firstName',
    'lastName',
    'image',
    'email',
    'phoneNumber',
    'lineId',
    'facebook',
    'location',
    'isHead',
    'verified',
  ],
  booking: [
    'bookingId',
    'bookingCode',
    'status',
    'firstName',
    'lastName',
    'email',
    'lineId',
    'walkIn',
    'propertyName',
    'propertyTypeName',
    'propertyTypeCode',
    'packagePrice',
    'totalPrice',
    'earnestMoney',
    'image',
    'ownerProfileId',
    'ownerFirstName',
    'ownerLastName',
    'commissionAmount',
    'feeAmount',
    'period1Amount',
    'period1Status',
    'transferred',
    'checkinDate',
    'createDate',
  ],
  bookingDetails: [
    'bookingId',
    'bookingCode',
    'firstName',
    'lastName',
    'checkinDate',
    'checkoutDate',
    'phoneNumber',
    'email',
    'bookingStatus',
    'packagePrice',
    'extraBedPrice',
    'totalPrice',
    'commissionOnline',
    'feeOnline',
    'commissionAmount',
    'feeAmount',
  ],
  paymentDetail: [
    'paymentId',
    'bookingId',
    'period',
    'status',
    'amount',
    'method',
    'createDate',
    'updateDate',
    'slipImage',
    'adminTransferSlip',
  ],
  paymentOwner: ['firstName', 'lastName', 'email', 'phone', 'partnerBank'],
  partnerBank: ['bankName', 'accountNumber', 'accountName', 'branchName'],
  location: ['locationId', 'name', 'code'],
  dashboard: ['totalBooking', 'todayBooking', 'propertyCount', 'members'],
} as const;

export const keysOf = (value: object) => Object.keys(value).sort();
export const sorted = (keys: readonly string[]) => [...keys].sort();
