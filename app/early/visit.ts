/** Inlined atop every page: the campaign and a discount code go into the visit's cookies first. */
import { keepCampaign } from '../store/campaign';
import { keepDiscountEarly } from '../store/discount-early';

keepCampaign(window.location.search);
keepDiscountEarly();
