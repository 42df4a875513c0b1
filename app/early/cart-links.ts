/**
 * The cart links' early script, inlined at the top of every built page's <head>: the discount
 * link's code, the landing page's campaign and the quantity picked before hydration reach the
 * cart.
 */
import { sessionStore } from '../lib/session-store';
import { keepCampaign } from '../store/campaign';
import { keepDiscountEarly } from '../store/discount-early';
import { keepQuantityEarly } from '../store/quantity-early';

// Kept as the page is read, so a tap to another page before hydration (a full page load) keeps it.
keepCampaign(window.location.search, sessionStore());
keepDiscountEarly();
keepQuantityEarly();
