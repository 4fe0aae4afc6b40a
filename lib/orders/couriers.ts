/**
 * The couriers Indian shops ship with, and where a shopper follows a parcel on each one's own
 * site. The seller types the courier's name when shipping, so names are matched loosely
 * ("Blue Dart", "BlueDart Express", "bluedart" are one). Where the courier's page takes the
 * number in its address, the link opens the parcel itself; India Post and Shadowfax take it in
 * a form, so the link opens their tracking page and the number is shown to copy. A courier not
 * listed here has no link: its name and number are shown as plain text. Browser-safe.
 */
type KnownCourier = { name: string; names: readonly string[]; trackingUrl: (number: string) => string; takesNumber: boolean };

const KNOWN_COURIERS: readonly KnownCourier[] = [
  { name: "Delhivery", names: ["delhivery"], trackingUrl: (n) => `https://www.delhivery.com/track/package/${n}`, takesNumber: true },
  {
    name: "Blue Dart",
    names: ["bluedart", "bluedartexpress"],
    trackingUrl: (n) => `https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=${n}`,
    takesNumber: true,
  },
  {
    name: "DTDC",
    names: ["dtdc", "dtdcexpress", "dtdccourier"],
    trackingUrl: (n) => `https://www.dtdc.in/tracking/tracking_results.asp?Ttype=awb_no&strCnno=${n}`,
    takesNumber: true,
  },
  { name: "Ecom Express", names: ["ecomexpress", "ecom"], trackingUrl: (n) => `https://www.ecomexpress.in/tracking/?awb_field=${n}`, takesNumber: true },
  { name: "Xpressbees", names: ["xpressbees", "expressbees"], trackingUrl: (n) => `https://www.xpressbees.com/shipment/tracking?awbNo=${n}`, takesNumber: true },
  { name: "Shadowfax", names: ["shadowfax"], trackingUrl: () => "https://www.shadowfax.in/track-order", takesNumber: false },
  {
    name: "India Post",
    names: ["indiapost", "speedpost", "indiapostspeedpost"],
    trackingUrl: () => "https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx",
    takesNumber: false,
  },
];

export type CourierTracking = { courier: string; url: string; opensParcel: boolean };

const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Where to follow this parcel, or null for a courier we do not know (or no number). */
export function courierTracking(courier: string | null, trackingNumber: string | null): CourierTracking | null {
  if (!courier || !trackingNumber) return null;
  const known = KNOWN_COURIERS.find((entry) => entry.names.includes(key(courier)));
  if (!known) return null;
  // Sellers type numbers as printed on the label, in groups ("DL 5566 7788"): the courier's
  // address wants them whole.
  return { courier: known.name, url: known.trackingUrl(encodeURIComponent(trackingNumber.replace(/\s+/g, ""))), opensParcel: known.takesNumber };
}
