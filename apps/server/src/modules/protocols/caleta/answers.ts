import type { InboundReply } from '../kit';
import { type AnswerField, jsonAnswer } from '../json-answer';
import type { RgsStatus } from './dialect';

/** Every answer is flat; its amounts (bigints) are written as exact integers, never floats. */
const reply = (body: Record<string, AnswerField>): InboundReply => jsonAnswer(body);

/** The family's BalanceResponse: RS_OK with the player, the currency and the balance in the vendor's units. */
export const okAnswer = (a: { requestUuid: string; user: string; currency: string; balance: bigint }): InboundReply =>
  reply({ user: a.user, status: 'RS_OK', request_uuid: a.requestUuid, currency: a.currency, balance: a.balance });

/**
 * A refusal: the status and the request_uuid only (the answers a vendor's checks expect: no user, balance or currency),
 * or with them when the vendor wants the balance with it (Hub88's RS_ERROR_NOT_ENOUGH_MONEY). Always HTTP 200: the
 * status is in the body, and a non-200 means "try again" to these vendors.
 */
export const errorAnswer = (
  status: RgsStatus,
  requestUuid: string,
  withBalance?: { user: string; currency: string; balance: bigint },
): InboundReply => reply(withBalance ? { ...withBalance, status, request_uuid: requestUuid } : { status, request_uuid: requestUuid });

/** Caleta's /wallet/check answer: the token the wallet calls will carry (or the status alone when refused). */
export const checkAnswer = (token: string | null, status: RgsStatus): InboundReply => reply(token ? { token } : { status });

/** Hub88's /user/info answer. */
export const infoAnswer = (a: { requestUuid: string; user: string; country: string; subPartnerId?: string }): InboundReply =>
  reply({
    user: a.user,
    status: 'RS_OK',
    request_uuid: a.requestUuid,
    country: a.country,
    ...(a.subPartnerId ? { sub_partner_id: a.subPartnerId } : {}),
  });
