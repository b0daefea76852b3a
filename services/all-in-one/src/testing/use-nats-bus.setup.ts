/**
 * Jest setup of the "api on NATS" project: every test server of the suite runs on the real NATS
 * JetStream instead of the in-process bus (see test-bus.ts).
 */
process.env.FIELDNOTE_TEST_BUS = 'nats';
