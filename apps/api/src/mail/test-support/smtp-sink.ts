/**
 * A real SMTP server in the test process (smtp-server) that keeps every message it accepts, parsed
 * with mailparser: tests send through nodemailer over the network, as production does, and read
 * what arrived. It can be stopped and started again on the same port (an SMTP outage), and it
 * can hold messages: take their data and never answer, as a server that hangs mid-delivery.
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
  /** Messages whose data arrived while holding, left unanswered. */
  readonly heldCount: number;
  /** true: every message from now on is held; false: accepted again. */
  hold(isHolding: boolean): void;
  /** Closes the listener (connections refused) until `start()`. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

interface SinkState {
  messages: ReceivedMail[];
  isHolding: boolean;
  heldCount: number;
}

function createServer(state: SinkState): SMTPServer {
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to offer, no login to check.
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      if (state.isHolding) {
        state.heldCount += 1;
        // Read and never answered: the client waits until its process dies or its socket times out.
        stream.on('error', () => {});
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            state.messages.push({ raw, parsed, recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
            callback();
          })
          .catch(callback);
      });
    },
  });
  // A client killed in the middle of a session (the crash test) resets its connection: not an error of the server.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  return server;
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
  const state: SinkState = { messages: [], isHolding: false, heldCount: 0 };
  let server = createServer(state);
  const port = await listen(server, 0);
  let isRunning = true;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages: state.messages,
    get heldCount() {
      return state.heldCount;
    },
    hold: (isHolding) => {
      state.isHolding = isHolding;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (!isRunning) return resolve();
        isRunning = false;
        server.close(() => resolve());
      }),
    async start() {
      if (isRunning) return;
      server = createServer(state);
      await listen(server, port);
      isRunning = true;
    },
  };
}
