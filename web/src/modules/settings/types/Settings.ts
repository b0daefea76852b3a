import type { Role } from '../../auth/types/Viewer';

export interface Member {
  id: string;
  name: string;
  email: string;
  role: Role;
  createdAt: string;
}

export interface Invite {
  id: string;
  email: string;
  role: Role;
  message: string | null;
  expiresAt: string;
  link: string;
}

export interface ApiToken {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}
