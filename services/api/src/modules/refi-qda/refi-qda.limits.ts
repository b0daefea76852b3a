/** Spec 001 §9: an import file is at most 10 MB. */
export const MAX_QDA_FILE_BYTES = 10 * 1024 * 1024;
/** What the files of one QDPX may unpack to at most (a zip bomb is refused before it is read). */
export const MAX_QDA_UNPACKED_BYTES = 200 * 1024 * 1024;
/** Spec 001 §9 import max: the sources one import creates notes from. */
export const MAX_QDA_SOURCES = 5000;
/** Imports one list returns at most. */
export const MAX_LISTED_QDA_IMPORTS = 50;
