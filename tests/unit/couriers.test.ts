import { describe, expect, it } from "vitest";
import { courierTracking } from "@/lib/orders/couriers";

describe("following a parcel on its courier's site", () => {
  it("links the known Indian couriers' tracking pages, however the seller spelled the name", () => {
    expect(courierTracking("Delhivery", "DL55")?.url).toBe("https://www.delhivery.com/track/package/DL55");
    expect(courierTracking("Delhivery", "DL 5566 7788")?.url).toBe("https://www.delhivery.com/track/package/DL55667788");
    expect(courierTracking("BlueDart Express", "BD1")?.url).toBe("https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=BD1");
    expect(courierTracking("blue dart", "BD1")?.courier).toBe("Blue Dart");
    expect(courierTracking("DTDC", "D123")?.url).toContain("strCnno=D123");
    expect(courierTracking("Ecom Express", "E9")?.url).toBe("https://www.ecomexpress.in/tracking/?awb_field=E9");
    expect(courierTracking("XpressBees", "X7")?.url).toBe("https://www.xpressbees.com/shipment/tracking?awbNo=X7");
    expect(courierTracking("Shadowfax", "SF1")).toMatchObject({ url: "https://www.shadowfax.in/track-order", opensParcel: false });
    expect(courierTracking("India Post", "EE123456789IN")).toMatchObject({ courier: "India Post", opensParcel: false });
  });

  it("has no link for an unknown courier or without a number", () => {
    expect(courierTracking("Ravi's Bikes", "R1")).toBeNull();
    expect(courierTracking("Delhivery", null)).toBeNull();
    expect(courierTracking(null, "DL55")).toBeNull();
  });
});
