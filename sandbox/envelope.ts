import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiEnvelope, ErrorReason } from '../contract';

export type Language = 'th' | 'en';

/** The answer's language: English when Accept-Language asks for it first, otherwise Thai (spec default). */
export function languageOf(request: FastifyRequest): Language {
  const header = String(request.headers['accept-language'] ?? '')
    .trim()
    .toLowerCase();
  return header.startsWith('en') ? 'en' : 'th';
}

interface Text {
  th: string;
  en: string;
}

export interface AnswerText {
  title: Text;
  message: Text;
}

/** Title and message of every answer, by reason, in both languages. */
export const messages: Record<string, AnswerText> = {
  OK: {
    title: { th: 'สำเร็จ', en: 'Success' },
    message: { th: 'ดำเนินการสำเร็จ', en: 'The request succeeded.' },
  },
  SESSION_EXPIRED: {
    title: { th: 'เซสชันหมดอายุ', en: 'Session expired' },
    message: {
      th: 'เซสชันของคุณหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง',
      en: 'Your session has expired. Please log in again to continue.',
    },
  },
  UNAUTHORIZED: {
    title: { th: 'ไม่ได้รับอนุญาต', en: 'Unauthorized' },
    message: { th: 'กรุณาเข้าสู่ระบบก่อนใช้งาน', en: 'Please sign in to continue.' },
  },
  FORBIDDEN: {
    title: { th: 'ไม่มีสิทธิ์เข้าถึง', en: 'Forbidden' },
    message: { th: 'บัญชีของคุณไม่มีสิทธิ์ใช้งานส่วนนี้', en: 'Your account may not use this.' },
  },
  NOT_ADMIN: {
    title: { th: 'ไม่มีสิทธิ์ผู้ดูแลระบบ', en: 'Not an administrator' },
    message: {
      th: 'เฉพาะผู้ดูแลระบบเท่านั้นที่เข้าสู่ระบบหลังบ้านได้',
      en: 'Only administrators can sign in to the back-office.',
    },
  },
  ACCOUNT_INACTIVE: {
    title: { th: 'บัญชีถูกระงับ', en: 'Account inactive' },
    message: { th: 'บัญชีนี้ถูกระงับการใช้งาน', en: 'This account has been deactivated.' },
  },
  INVALID_CODE: {
    title: { th: 'รหัสเข้าสู่ระบบไม่ถูกต้อง', en: 'Invalid sign-in code' },
    message: {
      th: 'รหัสเข้าสู่ระบบไม่ถูกต้องหรือหมดอายุ กรุณาลองใหม่อีกครั้ง',
      en: 'The sign-in code is invalid or has expired. Please try again.',
    },
  },
  INVALID_REFRESH_TOKEN: {
    title: { th: 'เซสชันหมดอายุ', en: 'Session expired' },
    message: {
      th: 'เซสชันของคุณหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง',
      en: 'Your session has expired. Please log in again to continue.',
    },
  },
  VALIDATION_ERROR: {
    title: { th: 'ข้อมูลไม่ถูกต้อง', en: 'Invalid input' },
    message: { th: 'ข้อมูลที่ส่งมาไม่ถูกต้อง', en: 'The request has invalid input.' },
  },
  NOT_FOUND: {
    title: { th: 'ไม่พบข้อมูล', en: 'Not found' },
    message: { th: 'ไม่พบข้อมูลที่ต้องการ', en: 'The requested item was not found.' },
  },
  CONFLICT: {
    title: { th: 'ข้อมูลขัดแย้ง', en: 'Conflict' },
    message: { th: 'ไม่สามารถดำเนินการได้ในสถานะปัจจุบัน', en: 'This cannot be done in the current state.' },
  },
  SELF_APPROVAL: {
    title: { th: 'อนุมัติรายการของตนเองไม่ได้', en: 'Not your own batch' },
    message: {
      th: 'ผู้ดูแลระบบที่จัดเตรียมรอบจ่ายเงินนี้อนุมัติเองไม่ได้ ต้องให้ผู้ดูแลระบบอีกคนอนุมัติ',
      en: 'The administrator who prepared this payout batch cannot approve it: another administrator must.',
    },
  },
  STALE: {
    title: { th: 'รอบจ่ายเงินไม่เป็นปัจจุบัน', en: 'Batch out of date' },
    message: {
      th: 'ข้อมูลบางรายการเปลี่ยนไปหลังจัดเตรียมรอบจ่ายเงินนี้ กรุณาจัดเตรียมใหม่',
      en: 'Something in this payout batch changed after it was prepared. Please prepare it again.',
    },
  },
  UNSUPPORTED_MEDIA_TYPE: {
    title: { th: 'ไฟล์ไม่รองรับ', en: 'Unsupported file' },
    message: {
      th: 'รองรับเฉพาะไฟล์รูปภาพ JPEG, PNG หรือ WebP',
      en: 'Only JPEG, PNG or WebP images are accepted.',
    },
  },
  PAYLOAD_TOO_LARGE: {
    title: { th: 'ไฟล์ใหญ่เกินไป', en: 'File too large' },
    message: { th: 'ไฟล์ต้องมีขนาดไม่เกิน 5MB', en: 'The file must be at most 5 MB.' },
  },
  RATE_LIMITED: {
    title: { th: 'เรียกใช้งานถี่เกินไป', en: 'Too many requests' },
    message: { th: 'กรุณารอสักครู่แล้วลองใหม่อีกครั้ง', en: 'Please wait a moment and try again.' },
  },
  INTERNAL_ERROR: {
    title: { th: 'เกิดข้อผิดพลาด', en: 'Error' },
    message: {
      th: 'ระบบไม่สามารถดำเนินการตามคำขอของคุณได้ในขณะนี้ กรุณาลองใหม่ภายหลัง',
      en: 'The system is unable to process your request at the moment. Please try again later.',
    },
  },
  INJECTED_FAULT: {
    title: { th: 'เกิดข้อผิดพลาด (จำลอง)', en: 'Error (simulated)' },
    message: {
      th: 'ระบบไม่สามารถดำเนินการตามคำขอของคุณได้ในขณะนี้ กรุณาลองใหม่ภายหลัง',
      en: 'The system is unable to process your request at the moment. Please try again later.',
    },
  },
};

/**
 * The texts of the JSON API's own limits. The reasons' texts above are the uploads' (images of at
 * most 5 MB): a JSON body refused for its type or size is told about JSON.
 */
export const jsonTexts = {
  unsupportedMediaType: {
    title: { th: 'รูปแบบข้อมูลไม่รองรับ', en: 'Unsupported content type' },
    message: {
      th: 'ข้อมูลต้องเป็น JSON (application/json) ยกเว้นการอัปโหลดรูปภาพซึ่งใช้ multipart/form-data',
      en: 'The body must be JSON (application/json); only image uploads take multipart/form-data.',
    },
  },
  payloadTooLarge: {
    title: { th: 'ข้อมูลใหญ่เกินไป', en: 'Request too large' },
    message: { th: 'ข้อมูล JSON ต้องมีขนาดไม่เกิน 10MB', en: 'The JSON body must be at most 10 MB.' },
  },
} satisfies Record<string, AnswerText>;

/** Thrown by handlers; the app's error handler turns it into the envelope. */
export class ApiError extends Error {
  constructor(
    readonly httpCode: number,
    readonly reason: ErrorReason,
    /** Extra detail appended to the message, e.g. the invalid field's name. */
    readonly detail?: string,
    /** The title and message, when not the reason's own. */
    readonly text?: AnswerText,
  ) {
    super(`${reason}${detail ? `: ${detail}` : ''}`);
  }
}

/** 400 naming the offending field. */
export const invalid = (field: string) => new ApiError(400, 'VALIDATION_ERROR', field);
export const notFound = (what: string) => new ApiError(404, 'NOT_FOUND', what);

export function envelope<T>(
  request: FastifyRequest,
  code: number,
  reason: string,
  data: T,
  detail?: string,
  text: AnswerText = messages[reason] ?? messages.INTERNAL_ERROR,
): ApiEnvelope<T> {
  const language = languageOf(request);
  return {
    status: {
      code,
      title: text.title[language],
      message: detail ? `${text.message[language]} (${detail})` : text.message[language],
      description: reason,
      transactionId: randomUUID(),
    },
    data,
  };
}

/** A success answer in the envelope. */
export function ok<T>(request: FastifyRequest, reply: FastifyReply, data: T, code = 200) {
  return reply.code(code).send(envelope(request, code, 'OK', data));
}

/** Data already in JSON, with the SHA-1 of that JSON (base64url). */
export interface CachedJson {
  json: string;
  digest: string;
}

/**
 * A success answer whose data is already JSON (see app.cachedJson): a whole list. Its ETag names
 * the data and the language, not the envelope (whose transactionId is new each time), so a client
 * that has the list gets 304 until a write changes it.
 */
export function okJson(request: FastifyRequest, reply: FastifyReply, data: CachedJson) {
  const etag = `W/"${data.digest}-${languageOf(request)}"`;
  const vary = reply.getHeader('vary');
  reply
    .header('etag', etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const status = JSON.stringify(envelope(request, 200, 'OK', null).status);
  return reply
    .code(200)
    .type('application/json; charset=utf-8')
    .send(`{"status":${status},"data":${data.json}}`);
}
