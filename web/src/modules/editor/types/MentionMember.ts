/** A workspace member who can be mentioned with @. */
export interface MentionMember {
  id: string;
  name: string;
  email: string;
}
