/**
 * Phone and tablet models sold in Italy, 2021–2026: brand;model;category;release year. Written by
 * hand for Banco from the makers' announcements (see NOTICE.md): the device catalogue's suggestions
 * for repairs and products (spec 3 §3 "Model suggestion": model, category, release_year).
 */
export const DEVICE_MODELS_DATA = `Apple;iPhone 13;Smartphone;2021
Apple;iPhone 13 mini;Smartphone;2021
Apple;iPhone 13 Pro;Smartphone;2021
Apple;iPhone 13 Pro Max;Smartphone;2021
Apple;iPhone SE (3ª generazione);Smartphone;2022
Apple;iPhone 14;Smartphone;2022
Apple;iPhone 14 Plus;Smartphone;2022
Apple;iPhone 14 Pro;Smartphone;2022
Apple;iPhone 14 Pro Max;Smartphone;2022
Apple;iPhone 15;Smartphone;2023
Apple;iPhone 15 Plus;Smartphone;2023
Apple;iPhone 15 Pro;Smartphone;2023
Apple;iPhone 15 Pro Max;Smartphone;2023
Apple;iPhone 16;Smartphone;2024
Apple;iPhone 16 Plus;Smartphone;2024
Apple;iPhone 16 Pro;Smartphone;2024
Apple;iPhone 16 Pro Max;Smartphone;2024
Apple;iPhone 16e;Smartphone;2025
Apple;iPhone 17;Smartphone;2025
Apple;iPhone Air;Smartphone;2025
Apple;iPhone 17 Pro;Smartphone;2025
Apple;iPhone 17 Pro Max;Smartphone;2025
Apple;iPad (10ª generazione);Tablet;2022
Apple;iPad (A16);Tablet;2025
Apple;iPad mini (A17 Pro);Tablet;2024
Apple;iPad Air 11" (M2);Tablet;2024
Apple;iPad Air 13" (M2);Tablet;2024
Apple;iPad Air 11" (M3);Tablet;2025
Apple;iPad Air 13" (M3);Tablet;2025
Apple;iPad Pro 11" (M4);Tablet;2024
Apple;iPad Pro 13" (M4);Tablet;2024
Apple;iPad Pro 11" (M5);Tablet;2025
Apple;iPad Pro 13" (M5);Tablet;2025
Samsung;Galaxy S22;Smartphone;2022
Samsung;Galaxy S22+;Smartphone;2022
Samsung;Galaxy S22 Ultra;Smartphone;2022
Samsung;Galaxy S23;Smartphone;2023
Samsung;Galaxy S23+;Smartphone;2023
Samsung;Galaxy S23 Ultra;Smartphone;2023
Samsung;Galaxy S23 FE;Smartphone;2023
Samsung;Galaxy S24;Smartphone;2024
Samsung;Galaxy S24+;Smartphone;2024
Samsung;Galaxy S24 Ultra;Smartphone;2024
Samsung;Galaxy S24 FE;Smartphone;2024
Samsung;Galaxy S25;Smartphone;2025
Samsung;Galaxy S25+;Smartphone;2025
Samsung;Galaxy S25 Ultra;Smartphone;2025
Samsung;Galaxy S25 Edge;Smartphone;2025
Samsung;Galaxy S25 FE;Smartphone;2025
Samsung;Galaxy Z Flip5;Smartphone;2023
Samsung;Galaxy Z Fold5;Smartphone;2023
Samsung;Galaxy Z Flip6;Smartphone;2024
Samsung;Galaxy Z Fold6;Smartphone;2024
Samsung;Galaxy Z Flip7;Smartphone;2025
Samsung;Galaxy Z Flip7 FE;Smartphone;2025
Samsung;Galaxy Z Fold7;Smartphone;2025
Samsung;Galaxy A14;Smartphone;2023
Samsung;Galaxy A15;Smartphone;2023
Samsung;Galaxy A16;Smartphone;2024
Samsung;Galaxy A17;Smartphone;2025
Samsung;Galaxy A25;Smartphone;2023
Samsung;Galaxy A26;Smartphone;2025
Samsung;Galaxy A34;Smartphone;2023
Samsung;Galaxy A35;Smartphone;2024
Samsung;Galaxy A36;Smartphone;2025
Samsung;Galaxy A54;Smartphone;2023
Samsung;Galaxy A55;Smartphone;2024
Samsung;Galaxy A56;Smartphone;2025
Samsung;Galaxy Tab A9;Tablet;2023
Samsung;Galaxy Tab A9+;Tablet;2023
Samsung;Galaxy Tab S9;Tablet;2023
Samsung;Galaxy Tab S9 FE;Tablet;2023
Samsung;Galaxy Tab S10+;Tablet;2024
Samsung;Galaxy Tab S10 Ultra;Tablet;2024
Samsung;Galaxy Tab S10 FE;Tablet;2025
Samsung;Galaxy Tab S11;Tablet;2025
Xiaomi;Xiaomi 13;Smartphone;2023
Xiaomi;Xiaomi 13T;Smartphone;2023
Xiaomi;Xiaomi 14;Smartphone;2024
Xiaomi;Xiaomi 14 Ultra;Smartphone;2024
Xiaomi;Xiaomi 14T;Smartphone;2024
Xiaomi;Xiaomi 14T Pro;Smartphone;2024
Xiaomi;Xiaomi 15;Smartphone;2025
Xiaomi;Xiaomi 15 Ultra;Smartphone;2025
Xiaomi;Xiaomi 15T;Smartphone;2025
Xiaomi;Xiaomi 15T Pro;Smartphone;2025
Xiaomi;Redmi Note 12;Smartphone;2023
Xiaomi;Redmi Note 13;Smartphone;2024
Xiaomi;Redmi Note 13 Pro;Smartphone;2024
Xiaomi;Redmi Note 14;Smartphone;2025
Xiaomi;Redmi Note 14 Pro;Smartphone;2025
Xiaomi;Redmi Note 14 Pro+;Smartphone;2025
Xiaomi;Redmi 13C;Smartphone;2023
Xiaomi;Redmi 14C;Smartphone;2024
Xiaomi;Redmi 15C;Smartphone;2025
Xiaomi;POCO X6 Pro;Smartphone;2024
Xiaomi;POCO X7 Pro;Smartphone;2025
Xiaomi;POCO F7;Smartphone;2025
Xiaomi;Xiaomi Pad 6;Tablet;2023
Xiaomi;Xiaomi Pad 7;Tablet;2024
Xiaomi;Redmi Pad SE;Tablet;2023
Xiaomi;Redmi Pad 2;Tablet;2025
Google;Pixel 7;Smartphone;2022
Google;Pixel 7a;Smartphone;2023
Google;Pixel 8;Smartphone;2023
Google;Pixel 8 Pro;Smartphone;2023
Google;Pixel 8a;Smartphone;2024
Google;Pixel 9;Smartphone;2024
Google;Pixel 9 Pro;Smartphone;2024
Google;Pixel 9 Pro XL;Smartphone;2024
Google;Pixel 9 Pro Fold;Smartphone;2024
Google;Pixel 9a;Smartphone;2025
Google;Pixel 10;Smartphone;2025
Google;Pixel 10 Pro;Smartphone;2025
Google;Pixel 10 Pro XL;Smartphone;2025
Google;Pixel Tablet;Tablet;2023
Motorola;moto g54;Smartphone;2023
Motorola;moto g84;Smartphone;2023
Motorola;moto g85;Smartphone;2024
Motorola;moto g56;Smartphone;2025
Motorola;moto g86;Smartphone;2025
Motorola;edge 40;Smartphone;2023
Motorola;edge 50 Pro;Smartphone;2024
Motorola;edge 60;Smartphone;2025
Motorola;razr 40 ultra;Smartphone;2023
Motorola;razr 50 ultra;Smartphone;2024
Motorola;razr 60 ultra;Smartphone;2025
OPPO;Find X8 Pro;Smartphone;2024
OPPO;Reno12;Smartphone;2024
OPPO;Reno13;Smartphone;2025
OPPO;Reno14;Smartphone;2025
OPPO;A60;Smartphone;2024
OPPO;A80;Smartphone;2024
OnePlus;OnePlus 12;Smartphone;2024
OnePlus;OnePlus 13;Smartphone;2025
OnePlus;OnePlus 13R;Smartphone;2025
OnePlus;Nord 4;Smartphone;2024
OnePlus;Nord 5;Smartphone;2025
OnePlus;Nord CE4;Smartphone;2024
OnePlus;OnePlus Pad 2;Tablet;2024
Honor;Magic6 Pro;Smartphone;2024
Honor;Magic7 Pro;Smartphone;2025
Honor;400;Smartphone;2025
Honor;200;Smartphone;2024
Honor;X8c;Smartphone;2025
Huawei;P60 Pro;Smartphone;2023
Huawei;Pura 70 Pro;Smartphone;2024
Huawei;nova 12 SE;Smartphone;2024
Huawei;MatePad 11.5;Tablet;2024
realme;GT 7 Pro;Smartphone;2025
realme;14 Pro+;Smartphone;2025
realme;C67;Smartphone;2024
realme;C75;Smartphone;2025
Nothing;Phone (2);Smartphone;2023
Nothing;Phone (2a);Smartphone;2024
Nothing;Phone (3);Smartphone;2025
Nothing;Phone (3a);Smartphone;2025
Nothing;CMF Phone 2 Pro;Smartphone;2025
vivo;V40;Smartphone;2024
vivo;X200 Pro;Smartphone;2024
TCL;50 SE;Smartphone;2024
TCL;NxtPaper 14;Smartphone;2025
TCL;TAB 10 Gen 2;Tablet;2024
HMD;Pulse Pro;Smartphone;2024
HMD;Skyline;Smartphone;2024
Nokia;G42 5G;Smartphone;2023
ZTE;Blade A75;Smartphone;2024
ZTE;nubia Neo 3;Smartphone;2025
Fairphone;Fairphone 5;Smartphone;2023
Fairphone;Fairphone (Gen. 6);Smartphone;2025`;
