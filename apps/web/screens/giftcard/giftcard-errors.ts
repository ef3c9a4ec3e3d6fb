import { GIFT_FROM_NAME_MAX, GIFT_MESSAGE_MAX } from '@escapade/domain/gift';
import {
  GIFT_CARD_AMOUNT_TOO_HIGH,
  GIFT_CARD_AMOUNT_TOO_LOW,
  GIFT_CARD_AMOUNT_WHOLE_EUROS,
  GIFT_CARD_EMAIL_MAX,
  GIFT_CARD_RECIPIENT_NAME_MAX,
  GIFT_CARD_SEND_DATE_INVALID,
  GIFT_CARD_SEND_DATE_PAST,
  type GiftCardOrder,
} from '@escapade/domain/gift-card';
import { EMAIL_INCORRECT_MESSAGE, FIELD_LIMIT_MESSAGE_KEY, MANDATORY_FIELD_MESSAGE, ONLY_TEXT_MESSAGE } from '@escapade/domain/validators';

/** The most characters each text field takes: "The field is limited to {{maxlength}} characters". */
export const GIFT_CARD_FIELD_MAX: Readonly<Record<'recipientName' | 'recipientEmail' | 'fromName' | 'message', number>> = {
  recipientName: GIFT_CARD_RECIPIENT_NAME_MAX,
  recipientEmail: GIFT_CARD_EMAIL_MAX,
  fromName: GIFT_FROM_NAME_MAX,
  message: GIFT_MESSAGE_MAX,
};

/** A domain message (its English text or a rule code) as a key of the `giftcard.errors` messages. */
export type GiftCardErrorKey = 'mandatory' | 'onlyText' | 'limit' | 'emailIncorrect' | 'amountBounds' | 'sendDatePast' | 'sendDateInvalid' | 'design';

export function giftCardErrorKey(field: keyof GiftCardOrder, message: string | undefined): GiftCardErrorKey | undefined {
  if (message === undefined) return undefined;
  switch (message) {
    case MANDATORY_FIELD_MESSAGE:
      return 'mandatory';
    case ONLY_TEXT_MESSAGE:
      return 'onlyText';
    case FIELD_LIMIT_MESSAGE_KEY:
      return 'limit';
    case EMAIL_INCORRECT_MESSAGE:
      return 'emailIncorrect';
    case GIFT_CARD_AMOUNT_TOO_LOW:
    case GIFT_CARD_AMOUNT_TOO_HIGH:
    case GIFT_CARD_AMOUNT_WHOLE_EUROS:
      return 'amountBounds';
    case GIFT_CARD_SEND_DATE_PAST:
      return 'sendDatePast';
    case GIFT_CARD_SEND_DATE_INVALID:
      return 'sendDateInvalid';
    default:
      return field === 'designId' ? 'design' : field === 'amountCents' ? 'amountBounds' : 'mandatory';
  }
}
