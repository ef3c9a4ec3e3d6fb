/**
 * The text of a PDF written by pdfkit with its built-in fonts, for tests: each content stream is
 * inflated and the hex strings of its TJ operators decoded from WinAnsi. Lines are the TJ arrays,
 * in the order drawn. Not a general PDF reader: enough to check what the confirmation says.
 */
import { inflateSync } from 'node:zlib';

// WinAnsi bytes 0x80–0x9f that differ from Latin-1.
const WIN_ANSI_HIGH: Readonly<Record<number, string>> = {
  0x80: '€', 0x82: '‚', 0x83: 'ƒ', 0x84: '„', 0x85: '…', 0x86: '†', 0x87: '‡', 0x88: 'ˆ', 0x89: '‰', 0x8a: 'Š', 0x8b: '‹', 0x8c: 'Œ', 0x8e: 'Ž',
  0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x98: '˜', 0x99: '™', 0x9a: 'š', 0x9b: '›', 0x9c: 'œ', 0x9e: 'ž', 0x9f: 'Ÿ',
};

function decodeHex(hex: string): string {
  let text = '';
  for (let index = 0; index + 1 < hex.length; index += 2) {
    const byte = Number.parseInt(hex.slice(index, index + 2), 16);
    text += WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte);
  }
  return text;
}

function contentStreams(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const streams: string[] = [];
  const start = /stream\r?\n/g;
  for (let match = start.exec(source); match; match = start.exec(source)) {
    const from = match.index + match[0].length;
    const to = source.indexOf('endstream', from);
    const raw = Buffer.from(source.slice(from, to), 'latin1');
    try {
      streams.push(inflateSync(raw).toString('latin1'));
    } catch {
      streams.push(raw.toString('latin1'));
    }
  }
  return streams;
}

export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const stream of contentStreams(pdf)) {
    for (const array of stream.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      lines.push([...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => decodeHex(hex[1] ?? '')).join(''));
    }
  }
  return lines;
}

/**
 * The text of every page of a PDF as a PDF reader extracts it (pdfjs-dist): the text items in the
 * order drawn, one a line. What a test reads a voucher with.
 */
export async function pdfReaderText(pdf: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { createRequire } = await import('node:module');
  const path = await import('node:path');
  // The metrics of the built-in fonts (Helvetica…), so the reader does not warn about them.
  const standardFontDataUrl = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await document.destroy();
  return pages.join('\n');
}
