import { type AddressInfo, type Server, type Socket, createServer } from 'node:net';
import { createLogger } from '../logging/logger';
import { SmtpMailer } from './smtp-mailer';

/**
 * A minimal SMTP server over real TCP: it accepts every command and keeps each message's envelope
 * and data, so the mailer is tested through the protocol, not a stub of nodemailer.
 */
function startSmtpSink(): Promise<{
  server: Server;
  port: number;
  messages: { from: string; to: string[]; data: string }[];
}> {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket: Socket) => {
    let from = '';
    let to: string[] = [];
    let data: string | null = null;
    let buffer = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          messages.push({ from, to, data });
          data = null;
          to = [];
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          socket.write('250 ok\r\n');
        } else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, messages }),
    ),
  );
}

describe(SmtpMailer.name, () => {
  it('should deliver a notification mail over SMTP with its sender, recipient, subject and kind', async () => {
    const sink = await startSmtpSink();
    const sut = new SmtpMailer(
      { host: '127.0.0.1', port: sink.port, secure: false, from: 'Fieldnote <no-reply@fieldnote.test>' },
      createLogger('silent'),
    );
    try {
      await sut.send({
        to: 'ada@example.org',
        subject: 'Ben mentioned you on “Interview”',
        text: 'Open it: http://acme.localhost:3000/data/1#comment-2',
        kind: 'MENTION',
      });
      expect(sink.messages).toHaveLength(1);
      const [message] = sink.messages;
      expect(message!.from).toBe('no-reply@fieldnote.test');
      expect(message!.to).toEqual(['ada@example.org']);
      expect(message!.data).toContain('X-Fieldnote-Kind: MENTION');
      expect(message!.data).toContain('#comment-2');
    } finally {
      sut.close();
      await new Promise((resolve) => sink.server.close(resolve));
    }
  });

  it('should fail the send when the server refuses the connection', async () => {
    const sink = await startSmtpSink();
    const port = sink.port;
    await new Promise((resolve) => sink.server.close(resolve));
    const sut = new SmtpMailer(
      { host: '127.0.0.1', port, secure: false, from: 'x@fieldnote.test' },
      createLogger('silent'),
    );
    await expect(sut.send({ to: 'ada@example.org', subject: 's', text: 't' })).rejects.toThrow();
    sut.close();
  });
});
