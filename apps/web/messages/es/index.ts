// Generated list of this language's catalogs: the shell catalog plus one file per feature namespace.
// Each namespace file is owned by its feature; add a namespace here and in the other three languages.
import shell from '../es.json';
import search from './search.json';
import cards from './cards.json';
import searchBox from './searchBox.json';
import calendar from './calendar.json';
import filters from './filters.json';
import sort from './sort.json';
import map from './map.json';
import hotel from './hotel.json';
import gallery from './gallery.json';
import reviews from './reviews.json';
import product from './product.json';
import gift from './gift.json';
import booking from './booking.json';
import checkout from './checkout.json';
import activity from './activity.json';
import boxes from './boxes.json';
import giftcard from './giftcard.json';
import recentlyViewed from './recentlyViewed.json';
import wishlist from './wishlist.json';
import confirmation from './confirmation.json';
import bookingLookup from './bookingLookup.json';
import account from './account.json';
import giftCheckout from './giftCheckout.json';
import beneficiary from './beneficiary.json';
import homepage from './homepage.json';
import navigation from './navigation.json';
import siteFooter from './siteFooter.json';
import consent from './consent.json';
import contentPages from './contentPages.json';
import contact from './contact.json';
import newsletterModal from './newsletterModal.json';
import customerCare from './customerCare.json';
import trips from './trips.json';
import profile from './profile.json';

export const messages = { ...shell, search, cards, searchBox, calendar, filters, sort, map, hotel, gallery, reviews, product, gift, booking, checkout, activity, boxes, giftcard, recentlyViewed, wishlist, confirmation, bookingLookup, account, giftCheckout, beneficiary, homepage, navigation, siteFooter, consent, contentPages, contact, newsletterModal, customerCare, trips, profile };
