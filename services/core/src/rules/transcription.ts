/**
 * Transcription (issue 34; spec 000 §3 "transcription language codes (including auto-identify)",
 * spec 001 §9 "About 110 transcription languages including auto-detect"). The spec does not list
 * the codes: these are the ISO 639-1 codes of the languages Whisper-class models (OpenAI's
 * `/v1/audio/transcriptions`, whisper.cpp, faster-whisper) transcribe, plus auto-identify.
 */
export const AUTO_IDENTIFY_LANGUAGE = 'auto-identify';

/** Every language a transcription may be asked in, auto-identify first; the others are sent as `language`. */
export const TRANSCRIPTION_LANGUAGES = [
  AUTO_IDENTIFY_LANGUAGE,
  'af',
  'am',
  'ar',
  'as',
  'az',
  'ba',
  'be',
  'bg',
  'bn',
  'bo',
  'br',
  'bs',
  'ca',
  'cs',
  'cy',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'eu',
  'fa',
  'fi',
  'fo',
  'fr',
  'gl',
  'gu',
  'ha',
  'haw',
  'he',
  'hi',
  'hr',
  'ht',
  'hu',
  'hy',
  'id',
  'is',
  'it',
  'ja',
  'jw',
  'ka',
  'kk',
  'km',
  'kn',
  'ko',
  'la',
  'lb',
  'ln',
  'lo',
  'lt',
  'lv',
  'mg',
  'mi',
  'mk',
  'ml',
  'mn',
  'mr',
  'ms',
  'mt',
  'my',
  'ne',
  'nl',
  'nn',
  'no',
  'oc',
  'pa',
  'pl',
  'ps',
  'pt',
  'ro',
  'ru',
  'sa',
  'sd',
  'si',
  'sk',
  'sl',
  'sn',
  'so',
  'sq',
  'sr',
  'su',
  'sv',
  'sw',
  'ta',
  'te',
  'tg',
  'th',
  'tk',
  'tl',
  'tr',
  'tt',
  'uk',
  'ur',
  'uz',
  'vi',
  'yi',
  'yo',
  'yue',
  'zh',
] as const;
export type TranscriptionLanguage = (typeof TRANSCRIPTION_LANGUAGES)[number];

/** The workspace's language until a manager picks one. */
export const DEFAULT_TRANSCRIPTION_LANGUAGE: TranscriptionLanguage = AUTO_IDENTIFY_LANGUAGE;

/**
 * The states of a transcription job: the media job states the spec names for uploads (spec 000 §4:
 * FAILED, CANCELLED) and bulk jobs (QUEUED, RUNNING, COMPLETED).
 */
export const TRANSCRIPTION_JOB_STATUSES = ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;
export type TranscriptionJobStatusValue = (typeof TRANSCRIPTION_JOB_STATUSES)[number];

/**
 * Who transcribes a workspace's recordings (spec 001 §3 allowChooseTranscriptionProvider, §6 "team
 * transcription provider change"): the operator's endpoint, or nobody (transcripts are imported).
 */
export const TRANSCRIPTION_PROVIDERS = ['ENDPOINT', 'IMPORT_ONLY'] as const;
export type TranscriptionProviderValue = (typeof TRANSCRIPTION_PROVIDERS)[number];

/** Said wherever transcription is offered and no endpoint is configured (README "Transcription"). */
export const TRANSCRIPTION_NOT_CONFIGURED_MESSAGE =
  'Transcription is not set up on this server: import a WebVTT or SRT transcript instead, or ask the operator to set TRANSCRIPTION_BASE_URL.';
