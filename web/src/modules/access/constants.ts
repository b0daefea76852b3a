/** Spec 000 §9: "access request message 1000" characters. */
export const ACCESS_REQUEST_MESSAGE_MAX = 1000;
