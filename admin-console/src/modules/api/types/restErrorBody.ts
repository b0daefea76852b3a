/** The REST error body of the control plane (spec 001 §8): a list of errors with code, title and message. */
export interface RestErrorBody {
  errors: { code: string; title: string; message: string }[];
}
