import fc from 'fast-check';

/**
 * The hostile corpus: values a careless or malicious client sends. Each one must end in a 4xx
 * problem naming the field, or be served normally — never a 5xx.
 */

/** JSON text inserted verbatim where a value goes (`1e999` parses to Infinity; deep nesting). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** URL text sent verbatim where a value goes (a lone `%`, an invalid UTF-8 sequence). */
export class RawUrl {
  constructor(readonly text: string) {}
}

const KB = 1024;
/** 100 kB strings go in bodies; a URL keeps under Node's 16 KiB header limit, so its long value is 8 kB. */
export const LONG_STRING = 'a'.repeat(100 * KB);
const LONG_UTF8_STRING = 'é'.repeat(50 * KB);
export const LONG_URL_STRING = 'z'.repeat(8 * KB);

export const HOSTILE_STRINGS: readonly string[] = [
  // empty, blank, control characters, null bytes
  '', ' ', '\t', '\n', '\r\nX-Injected: 1', '\u0000', 'a\u0000b', 'fr_FR\u0000', '2030-01-01\u0000', '\u0007\u001b[31m',
  // unicode: lone surrogates, RTL override, zero-width, BOM, combining marks, astral, case folding
  '\uD800', 'a\uDC00b', '\uDBFF\uDFFF', '\u202Eevil\u202C', '\u200B', '\u200D\u200C', '\uFEFF', 'e\u0301\u0301\u0301',
  '𝕳𝖊𝖑𝖑𝖔', '👨‍👩‍👧‍👦', 'İıß', 'ﷺ', '\u0085\u2028\u2029',
  // SQL and pattern metacharacters
  "' OR '1'='1", "1; DROP TABLE hotel;--", "1' UNION SELECT null,null--", '%', '_', '%%_\\', '\\', "''", '$1', '::text', "E'\\x00'",
  // script and template payloads
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)', '{{7*7}}', '${7*7}', '<!--',
  // path traversal
  '../../../etc/passwd', '..\\..\\windows\\win.ini', '/etc/passwd', '%2e%2e%2f', '....//....//', 'file:///etc/passwd', '//evil.example',
  // numbers that are not numbers, and numbers out of every range
  'null', 'undefined', 'true', 'NaN', 'Infinity', '-Infinity', '1e309', '-1e309', '0x1F', '0b11', '1_000', '  42  ', '4\n2', '-0',
  '+1', '1.5', '-1', '0', '2147483648', '9007199254740993', '-9007199254740993', '99999999999999999999999999', '1e-7', '١٢',
  // prototype keys
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty',
  // dates at and past the ends of the calendar
  '9999-12-31', '0000-01-01', '0001-01-01', '2026-02-30', '2024-02-29', '+275760-09-13', '-000001-01-01', '2026-13-01',
  '2026-1-1', '20260101', '2026-06-15T00:00:00Z', '9999-12', '0000-00', 'today',
];

export const HOSTILE_NUMBERS: readonly number[] = [
  -1, 0, -0.5, 0.5, 1.5, 2 ** 31, -(2 ** 31), 2 ** 53 + 2, -(2 ** 53) - 2, 1e21, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER,
];

/** Raw JSON number tokens that JSON.parse turns into Infinity, -0 or a lossy value. */
const RAW_NUMBERS = ['1e999', '-1e999', '-0', '1E400', '123456789012345678901234567890', '0.1e-400'];

const deepArray = (depth: number) => new RawJson('['.repeat(depth) + ']'.repeat(depth));
const deepObject = (depth: number) => new RawJson('{"a":'.repeat(depth) + '1' + '}'.repeat(depth));

/** Values of the wrong JSON type or shape, for any position of a body. */
const WRONG_SHAPES: readonly unknown[] = [
  null, true, false, [], {}, [null], [1, 'a', {}], { '': '' }, 'string', 0, 12.5, -1,
  new RawJson('{"__proto__":{"polluted":1}}'), new RawJson('{"constructor":{"prototype":{"polluted":1}}}'),
  deepArray(10_000), deepObject(2_000), Array.from({ length: 10_000 }, (_, i) => i),
];

export const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom(LONG_STRING, LONG_UTF8_STRING) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_NUMBERS).map((t) => new RawJson(t)) },
  { weight: 3, arbitrary: fc.constantFrom(...WRONG_SHAPES) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

/** Percent sequences that are not valid: a lone `%`, bad hex, invalid or overlong UTF-8, an encoded null. */
const RAW_URL_VALUES = ['%', '%zz', '%C3%28', '%ED%A0%80', '%C0%AF', '%FF%FE', '%00', 'a%00b', '%2F..%2F..%2Fetc%2Fpasswd', '%252e', '%E2%80%AE'];

export const hostileUrlValue: fc.Arbitrary<string | RawUrl> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.constant(LONG_URL_STRING) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_URL_VALUES).map((t) => new RawUrl(t)) },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS).map(String) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

/** Bodies that are not the JSON the route expects, whatever its schema. */
export const hostileBodyText: fc.Arbitrary<string | Uint8Array> = fc.constantFrom<string | Uint8Array>(
  '', ' ', '{', '{"locale":', '[', ']', 'null', '"fr_FR"', '42', 'true', '[]', '{}', '{"locale":"fr_FR"}{"x":1}', '\uFEFF{}',
  '{"locale":"fr_FR","locale":"es_ES"}', "{'locale':'fr_FR'}", '{"locale":"fr_FR",}', 'NaN', '{"a":1e999}', '\u0000',
  deepArray(100_000).text, deepObject(10_000).text,
  new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]), // {"a":"<invalid UTF-8>"}
  new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d]), // UTF-8 BOM + {}
);

/** Content types a JSON route must refuse (or read as JSON), sent with a plausible body. */
export const HOSTILE_CONTENT_TYPES: ReadonlyArray<string | undefined> = [
  undefined, '', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml',
  'application/json; charset=utf-16', 'application/json; charset=latin1', 'APPLICATION/JSON', 'application/jsonx',
  'application/json, text/plain', 'application/octet-stream', 'text/html; charset=utf-8', 'application/problem+json', '*/*',
];

export const WRONG_METHODS = ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'POST', 'GET'] as const;
