import dns2 from 'dns2';

/**
 * A real DNS server on loopback (UDP, the `dns2` package) answering TXT queries from `records`;
 * other names answer NXDOMAIN. Point the server under test at it with DNS_SERVERS=`server`.
 */
export interface TestDnsServer {
  /** `127.0.0.1:<port>`, for DNS_SERVERS. */
  server: string;
  /** TXT records by name (lowercase): each record as its character-strings. */
  records: Map<string, string[][]>;
  /** How many queries it answered. */
  queries(): number;
  close(): Promise<void>;
}

export async function startTestDnsServer(): Promise<TestDnsServer> {
  const records = new Map<string, string[][]>();
  let queries = 0;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      queries += 1;
      const response = dns2.Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const found = question ? records.get(question.name.toLowerCase()) : undefined;
      if (question && found && question.type === dns2.Packet.TYPE.TXT) {
        for (const data of found)
          response.answers.push(
            dns2.Packet.createResourceFromQuestion(question, { type: dns2.Packet.TYPE.TXT, ttl: 1, data }),
          );
      } else if (!found) {
        response.header.rcode = dns2.Packet.RCODE.NXDOMAIN;
      }
      send(response);
    },
  });
  const { udp } = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  if (!udp) throw new Error('the test DNS server did not listen on UDP');
  return {
    server: `127.0.0.1:${udp.port}`,
    records,
    queries: () => queries,
    close: () => server.close(),
  };
}
