/**
 * A real SMTP server in the test process (smtp-server) that keeps every message it accepts, parsed
 * with mailparser: tests send through nodemailer over the network, as production does, and read
 * what arrived. It can be stopped and started again on the same port (an SMTP outage).
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  raw: Buffer;
  parsed: ParsedMail;
  recipients: string[];
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  readonly url: string;
  readonly messages: ReceivedMail[];
  /** Closes the listener (connections refused) until `start()`. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

function createServer(messages: ReceivedMail[]): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to offer, no login to check.
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            messages.push({ raw, parsed, recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
            callback();
          })
          .catch(callback);
      });
    },
  });
}

function listen(server: SMTPServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.server.address();
      if (address && typeof address === 'object') resolve(address.port);
      else reject(new Error('the SMTP sink has no port'));
    });
  });
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  let server = createServer(messages);
  const port = await listen(server, 0);
  let isRunning = true;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    stop: () =>
      new Promise<void>((resolve) => {
        if (!isRunning) return resolve();
        isRunning = false;
        server.close(() => resolve());
      }),
    async start() {
      if (isRunning) return;
      server = createServer(messages);
      await listen(server, port);
      isRunning = true;
    },
  };
}
