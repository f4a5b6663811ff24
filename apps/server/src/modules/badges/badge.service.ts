import { randomBytes } from 'node:crypto';
import { generateBadgeKeyPair, type SignedBadgePayload, signBadge } from '@showfloor/core';
import type { CatalogRepository } from '../catalog/index.js';
import type { BadgeRepository, IssuedBadge, ShowBadgeKeys } from './badge.repository.js';

/** What a badge names; the show and the issue date are added by the service. */
export type BadgeHolder = Omit<SignedBadgePayload, 'showId' | 'issuedAt'>;

/**
 * The show's signed badges (docs/badge-format.md). The key pair is made once per show; its public
 * half is written into the stored show configuration so that the next published config.json lets
 * the apps check badges offline.
 */
export class BadgeService {
  constructor(
    private readonly badges: BadgeRepository,
    private readonly catalog: CatalogRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /** The show's keys, created on first use. */
  async ensureKeys(): Promise<ShowBadgeKeys> {
    const existing = await this.badges.findKeys();
    if (existing) return existing;
    const pair = await generateBadgeKeyPair();
    return this.badges.insertKeysOnce({ showId: `show-${randomBytes(6).toString('hex')}`, ...pair });
  }

  /**
   * Puts `badges: {showId, publicKey}` into the stored show configuration (never the private key).
   * Returns false when there is no configuration yet to carry it.
   */
  async publishPublicKey(): Promise<boolean> {
    const keys = await this.ensureKeys();
    const config = await this.catalog.getConfig();
    if (!config) return false;
    await this.catalog.setConfig({ ...config, badges: { showId: keys.showId, publicKey: keys.publicKey } });
    return true;
  }

  /** Signs a badge for a holder; the QR text starts with '#' so the visitor badge reader accepts it too. */
  async issue(holder: BadgeHolder): Promise<IssuedBadge> {
    const keys = await this.ensureKeys();
    const payload: SignedBadgePayload = { ...holder, showId: keys.showId, issuedAt: this.now() };
    const signed = await signBadge(payload, keys.privateKey);
    return { code: holder.code, payload, qrText: `#${signed}` };
  }

  /** Issues and records badges; demo ones appear on the printable demo sheet. */
  async issueAndRecord(
    holders: readonly BadgeHolder[],
    options: { isDemo: boolean },
  ): Promise<IssuedBadge[]> {
    const issued: IssuedBadge[] = [];
    for (const holder of holders) issued.push(await this.issue(holder));
    await this.badges.saveIssued(issued.map((badge) => ({ ...badge, isDemo: options.isDemo })));
    return issued;
  }

  listDemoBadges(): Promise<IssuedBadge[]> {
    return this.badges.listDemoBadges();
  }
}
