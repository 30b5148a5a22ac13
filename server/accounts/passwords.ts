import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (memory-hard, salted per hash).
export const hashPassword = (password: string) => hash(password);

export async function checkPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
