/** The demo tenants seeded on an empty database. */
export const demoAccounts = [
  {
    // Fixed codes keep the demo's addresses memorable, e.g. /logins/demo-cafe.
    accountCode: 'demo-retail',
    name: 'Demo Retail',
    businessType: 'Retail',
    owner: { email: 'owner@retail.example.com', firstName: 'Rita', lastName: 'Retail' },
    locations: [
      {
        name: 'Stockholm Flagship',
        city: 'Stockholm',
        countryIso3: 'SWE',
        timeZoneId: 'Europe/Stockholm',
      },
      { name: 'Berlin Mitte', city: 'Berlin', countryIso3: 'DEU', timeZoneId: 'Europe/Berlin' },
      {
        name: 'New York Fifth Avenue',
        city: 'New York',
        countryIso3: 'USA',
        timeZoneId: 'America/New_York',
      },
    ],
    tags: [
      { name: 'Window', tagType: 'player', color: '#1c7ed6' },
      { name: 'Checkout', tagType: 'player', color: '#f08c00' },
      { name: 'Summer sale', tagType: 'media', color: '#e8590c' },
      { name: 'New arrivals', tagType: 'media', color: '#2f9e44' },
    ],
  },
  {
    accountCode: 'demo-cafe',
    name: 'Demo Cafe',
    businessType: 'Food and beverage',
    owner: { email: 'owner@cafe.example.com', firstName: 'Carl', lastName: 'Cafe' },
    locations: [
      { name: 'Madrid Centro', city: 'Madrid', countryIso3: 'ESP', timeZoneId: 'Europe/Madrid' },
      { name: 'London Soho', city: 'London', countryIso3: 'GBR', timeZoneId: 'Europe/London' },
    ],
    tags: [
      { name: 'Menu board', tagType: 'player', color: '#7048e8' },
      { name: 'Breakfast', tagType: 'media', color: '#fab005' },
      { name: 'Seasonal', tagType: 'media', color: '#0ca678' },
    ],
  },
] as const;

export const demoSupportUser = {
  email: 'support@marquee.example.com',
  firstName: 'Sam',
  lastName: 'Support',
};
