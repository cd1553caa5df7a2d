import 'server-only'
// Link tokens: 256 random bits, shown once, stored only as a SHA-256 hash.
import { createHash, randomBytes } from 'node:crypto'

export function newAccessToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function newCampaignId(): string {
  return randomBytes(9).toString('base64url')
}
