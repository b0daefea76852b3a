// The OpenAI-compatible test server and the tiny model it runs, for suites outside the ai module
// (a server configured with a model: e2e/api/ai-chat-model.e2e-spec.ts).
export {
  startOpenAiTestServer,
  type OpenAiTestServer,
} from '../providers/testing/openai-compatible-test-server';
export { writeTinyGguf } from '../providers/testing/build-tiny-gguf';
