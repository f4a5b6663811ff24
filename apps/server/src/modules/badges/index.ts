export { BadgeRepository, type IssuedBadge } from './badge.repository.js';
export { type BadgeHolder, BadgeService } from './badge.service.js';
