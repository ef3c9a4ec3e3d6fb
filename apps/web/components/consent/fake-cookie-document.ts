/**
 * Tests only: a `document` whose `cookie` behaves as a browser's (a write sets or, with Max-Age 0,
 * deletes one cookie; a read lists name=value pairs), keeping each cookie's last written string.
 */
export class FakeCookieDocument {
  readonly written = new Map<string, string>();
  private readonly jar = new Map<string, string>();
  location: { protocol: string };

  constructor(protocol: 'https:' | 'http:' = 'https:', initial: Record<string, string> = {}) {
    this.location = { protocol };
    for (const [name, value] of Object.entries(initial)) this.jar.set(name, value);
  }

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  set cookie(text: string) {
    const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    this.written.set(name, text);
    if (attributes.some((attribute) => attribute === 'Max-Age=0')) this.jar.delete(name);
    else this.jar.set(name, pair.slice(at + 1));
  }

  has(name: string): boolean {
    return this.jar.has(name);
  }
}
