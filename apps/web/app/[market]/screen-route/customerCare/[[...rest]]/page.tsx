import type { Metadata } from 'next';
import { customerCareScreen } from '../../../../../screens/customer-care/customer-care-screen';
import { defineScreenPage, type ScreenPageProps } from '../../../../../screens/screen-page';

/** The customer care screen's own route (decision 0012); the proxy sends its public paths here. */
const screenPage = defineScreenPage('customerCare', customerCareScreen);

/** A staff page that depends on the visitor's session: neither indexed nor followed. */
export async function generateMetadata(props: ScreenPageProps): Promise<Metadata> {
  return { ...(await screenPage.generateMetadata(props)), robots: { index: false, follow: false } };
}

export default screenPage.ScreenPage;
