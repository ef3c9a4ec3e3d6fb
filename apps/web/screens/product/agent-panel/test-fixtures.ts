import type { AgentOfferPanel } from '@escapade/contracts/customer-care';

/** Tests only: the agent panel of a stay as `GET /api/customer-care/offers/{offerId}` answers it. */
export function agentOfferPanelFixture(overrides: Partial<AgentOfferPanel> = {}): AgentOfferPanel {
  return {
    offerId: 1042,
    hotelId: 318,
    offerLabel: 'Escapade gourmande au bord du lac',
    hotelLabel: 'Hôtel du Lac',
    channelManager: { id: 'CM-101042', isConnected: true },
    cancellation: { type: 'FLEXIBLE', cancellable: true, cancellableUntilDays: 7 },
    published: true,
    commissionBps: 1_800,
    nights: [
      { date: '2030-05-17', sellCents: 18_900, netCents: 15_498, refCents: 23_600, roomsLeft: 3, minStay: 1 },
      { date: '2030-05-18', sellCents: 20_900, netCents: 17_138, refCents: 23_600, roomsLeft: 1, minStay: 2 },
    ],
    ...overrides,
  };
}
