import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { api, choose, clickExpectingToast, screenshot, signIn, startApp, startBrowser } from './support.mjs';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

const widthOf = (page) => page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));

/** The form item's error text under the field with this test id. */
const fieldError = (page, testId) => page.locator('.ant-form-item').filter({ has: page.getByTestId(testId) }).locator('.ant-form-item-explain-error');

describe('vehicles and suppliers through their screens', () => {
  let app;
  let browser;
  let page;
  const rows = (tableTestId) => page.getByTestId(tableTestId).locator('tbody tr.ant-table-row');

  before(async () => {
    app = await startApp('e2e-vehicles-suppliers');
    ({ browser, page } = await startBrowser());
    await page.setViewportSize(LAPTOP);
    await signIn(page, app.url);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('adds a vehicle on /vehicles/add, with the add form messages first', async () => {
    await page.goto(`${app.url}/vehicles`);
    await page.getByTestId('page-title').getByText('Vehicles').waitFor();
    await page.getByTestId('vehicle-tabs').getByText('All').waitFor();
    await page.getByTestId('add-vehicle').click();
    await page.waitForURL('**/vehicles/add');
    await page.getByTestId('vehicle-form-submit').click();
    for (const text of ['Name is required.', 'Model is required.', 'Year is required.', 'Type is required.', 'Color is required.', 'Engine Capacity is required.', 'Fuel Type is required.']) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await screenshot(page, 'e2e-vehicles-01-add-required');

    await page.getByTestId('vehicle-form-name').fill('Yamaha FZ-S');
    await page.getByTestId('vehicle-form-model').fill('V3 ABS');
    await page.getByTestId('vehicle-form-year').fill('2024');
    await choose(page, 'vehicle-form-type', 'Motorcycle');
    await page.getByTestId('vehicle-form-color').fill('Racing Blue');
    await page.getByTestId('vehicle-form-engine-capacity').fill('149 cc');
    await choose(page, 'vehicle-form-fuel-type', 'Petrol');
    await clickExpectingToast(page, page.getByTestId('vehicle-form-submit'), 'Vehicle added successfully.');
    await page.waitForURL(/\/vehicles$/);
    await rows('vehicles-table').filter({ hasText: 'Yamaha FZ-S' }).waitFor();
    const cells = await rows('vehicles-table').first().locator('td').allInnerTexts();
    assert.deepEqual(cells.slice(0, 4), ['Yamaha FZ-S', 'V3 ABS', '2024', 'Motorcycle']);
    await screenshot(page, 'e2e-vehicles-02-list');
  });

  it('refuses the same vehicle twice, saying so on the form', async () => {
    await page.goto(`${app.url}/vehicles/add`);
    await page.getByTestId('vehicle-form-name').fill('yamaha fz-s');
    await page.getByTestId('vehicle-form-model').fill('v3 abs');
    await page.getByTestId('vehicle-form-year').fill('2024');
    await choose(page, 'vehicle-form-type', 'Motorcycle');
    await page.getByTestId('vehicle-form-color').fill('Red');
    await page.getByTestId('vehicle-form-engine-capacity').fill('149 cc');
    await choose(page, 'vehicle-form-fuel-type', 'Petrol');
    await clickExpectingToast(page, page.getByTestId('vehicle-form-submit'), 'A vehicle named "yamaha fz-s", model "v3 abs", year 2024 already exists');
    await fieldError(page, 'vehicle-form-name').getByText('already exists').waitFor();
    assert.match(page.url(), /\/vehicles\/add$/);
  });

  it('edits the vehicle on /vehicles/edit/{id} with the edit form messages, and searches the list', async () => {
    const scooter = await api(page, app.url, 'POST', '/vehicles', { name: 'Yadea', model: 'G5', year: 2023, type: 'Scooter', color: 'White', engineCapacity: '2 kW', fuelType: 'Electric' });
    assert.equal(scooter.status, 201);
    await page.goto(`${app.url}/vehicles`);
    await rows('vehicles-table').filter({ hasText: 'Yadea' }).waitFor();
    await page.getByTestId('vehicle-search').fill('v3');
    await page.waitForURL(/search=v3/);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="vehicles-table"] tbody tr.ant-table-row').length === 1);
    await page.getByTestId('edit-vehicle-Yamaha FZ-S-V3 ABS-2024').click();
    await page.waitForURL(/\/vehicles\/edit\/[0-9a-f-]{36}$/);
    assert.equal(await page.getByTestId('vehicle-form-model').inputValue(), 'V3 ABS');
    assert.equal(await page.getByTestId('vehicle-form-color').inputValue(), 'Racing Blue');
    await page.getByTestId('vehicle-form-name').fill('');
    await page.getByTestId('vehicle-form-model').fill('');
    await page.getByTestId('vehicle-form-submit').click();
    await page.getByText('Please input the name!', { exact: true }).waitFor();
    await page.getByText('Please input the model!', { exact: true }).waitFor();
    await screenshot(page, 'e2e-vehicles-03-edit-required');
    await page.getByTestId('vehicle-form-name').fill('Yamaha FZ-S');
    await page.getByTestId('vehicle-form-model').fill('V4 DLX');
    await page.getByTestId('vehicle-form-color').fill('Matte Black');
    await clickExpectingToast(page, page.getByTestId('vehicle-form-submit'), 'Vehicle updated successfully.');
    await page.waitForURL(/\/vehicles$/);
    await rows('vehicles-table').filter({ hasText: 'V4 DLX' }).waitFor();
    const listed = await api(page, app.url, 'GET', '/vehicles?search=V4');
    assert.equal(listed.body.data.vehicles[0].color, 'Matte Black');
  });

  it("shows 'Vehicle not found.' with Go Back for an unknown id", async () => {
    await page.goto(`${app.url}/vehicles`);
    await rows('vehicles-table').first().waitFor();
    await page.goto(`${app.url}/vehicles/edit/${randomUUID()}`);
    await page.getByTestId('vehicle-not-found').getByText('Vehicle not found.').waitFor();
    await screenshot(page, 'e2e-vehicles-04-not-found');
    await page.getByTestId('vehicle-go-back').click();
    await page.waitForURL(/\/vehicles$/);
    // Back is a whole-page navigation here: let the list load before the next step navigates again.
    await rows('vehicles-table').first().waitFor();
  });

  it('deletes the vehicle after confirming', async () => {
    await page.goto(`${app.url}/vehicles`);
    await page.getByTestId('delete-vehicle-Yamaha FZ-S-V4 DLX-2024').click();
    await page.getByText('Delete Vehicle Yamaha FZ-S V4 DLX?').waitFor();
    await clickExpectingToast(page, page.getByTestId('confirm-delete'), 'Vehicle deleted successfully.');
    await page.waitForFunction(() => !document.querySelector('[data-testid="vehicles-table"]')?.textContent?.includes('V4 DLX'));
    assert.equal(await rows('vehicles-table').count(), 1);
    assert.equal((await api(page, app.url, 'GET', '/vehicles')).body.data.pagination.total, 1);
  });

  it('adds a supplier on /suppliers/add and returns to the list one second after success', async () => {
    await page.goto(`${app.url}/suppliers`);
    await page.getByTestId('page-title').getByText('Suppliers').waitFor();
    await page.getByTestId('add-supplier').click();
    await page.waitForURL('**/suppliers/add');
    assert.equal(await page.getByTestId('supplier-form-active').getAttribute('aria-checked'), 'true');
    await page.getByTestId('supplier-form-email').fill('not an email');
    await page.getByTestId('supplier-form-submit').click();
    for (const text of ['Name is required.', 'Contact Person is required.', 'Phone is required.', 'Valid email is required.', 'Address is required.']) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await screenshot(page, 'e2e-suppliers-01-add-required');
    await page.getByTestId('supplier-form-name').fill('Rangs Motors');
    await page.getByTestId('supplier-form-contact-person').fill('Karim Ahmed');
    await page.getByTestId('supplier-form-phone').fill('+880 1711-000000');
    await page.getByTestId('supplier-form-email').fill('orders@rangs.example');
    await page.getByTestId('supplier-form-address').fill('113 Kazi Nazrul Islam Ave, Dhaka');
    await page.getByTestId('supplier-form-notes').fill('Yamaha distributor');
    // Timed in the page: when the success notification appears, and when the URL leaves the form.
    await page.evaluate(() => {
      const times = (window.__supplierTimes = {});
      const observer = new MutationObserver(() => {
        if (!times.notified && [...document.querySelectorAll('[class*="notification-notice"]')].some((notice) => notice.textContent?.includes('Supplier Added'))) {
          times.notified = performance.now();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      const timer = setInterval(() => {
        if (window.location.pathname === '/suppliers') {
          times.left = performance.now();
          clearInterval(timer);
          observer.disconnect();
        }
      }, 10);
    });
    await clickExpectingToast(page, page.getByTestId('supplier-form-submit'), 'Supplier Added');
    await page.waitForURL(/\/suppliers$/);
    await page.waitForFunction(() => window.__supplierTimes.left !== undefined);
    const times = await page.evaluate(() => window.__supplierTimes);
    assert.ok(times.notified !== undefined, 'the success notification was seen');
    const waited = times.left - times.notified;
    assert.ok(waited >= 950 && waited < 2000, `back to the list a second after success (${Math.round(waited)} ms)`);
    await rows('suppliers-table').filter({ hasText: 'Rangs Motors' }).waitFor();
    const cells = await rows('suppliers-table').first().locator('td').allInnerTexts();
    // The phone typed with the country code is kept as its digits (issue 23, item 4).
    assert.deepEqual(cells.slice(0, 4), ['Rangs Motors', 'Karim Ahmed', '01711000000', 'orders@rangs.example']);
    await screenshot(page, 'e2e-suppliers-02-list');
  });

  it('refuses a second supplier of the same name with the reason on the name field', async () => {
    await page.goto(`${app.url}/suppliers/add`);
    await page.getByTestId('supplier-form-name').fill('RANGS MOTORS');
    await page.getByTestId('supplier-form-contact-person').fill('Someone');
    await page.getByTestId('supplier-form-phone').fill('01700000000');
    await page.getByTestId('supplier-form-email').fill('x@y.example');
    await page.getByTestId('supplier-form-address').fill('Dhaka');
    await clickExpectingToast(page, page.getByTestId('supplier-form-submit'), 'Failed to Add Supplier');
    await fieldError(page, 'supplier-form-name').getByText('A supplier named "RANGS MOTORS" already exists').waitFor();
    await page.waitForTimeout(1200);
    assert.match(page.url(), /\/suppliers\/add$/, 'a failure stays on the form');
  });

  it('toggles the supplier inactive and back with the list switch, and shows its details', async () => {
    await page.goto(`${app.url}/suppliers`);
    const toggle = page.getByTestId('toggle-supplier-Rangs Motors');
    await toggle.waitFor();
    assert.equal(await toggle.getAttribute('aria-checked'), 'true');
    await clickExpectingToast(page, toggle, 'Rangs Motors is now inactive.');
    await page.waitForFunction(() => document.querySelector('[data-testid="toggle-supplier-Rangs Motors"]')?.getAttribute('aria-checked') === 'false');
    assert.equal((await api(page, app.url, 'GET', '/suppliers?isActive=false')).body.data.suppliers[0]?.name, 'Rangs Motors');
    await page.reload();
    await page.getByTestId('toggle-supplier-Rangs Motors').waitFor();
    assert.equal(await page.getByTestId('toggle-supplier-Rangs Motors').getAttribute('aria-checked'), 'false');

    await page.getByTestId('view-supplier-Rangs Motors').click();
    const details = page.getByTestId('supplier-details');
    await details.waitFor();
    await page.waitForTimeout(400); // the modal's opening animation
    for (const text of ['Karim Ahmed', 'orders@rangs.example', '113 Kazi Nazrul Islam Ave, Dhaka', 'Yamaha distributor', 'Inactive']) await details.getByText(text).waitFor();
    await screenshot(page, 'e2e-suppliers-03-details');
    await page.getByTestId('supplier-details-close').click();
    await details.waitFor({ state: 'hidden' });

    await clickExpectingToast(page, page.getByTestId('toggle-supplier-Rangs Motors'), 'Rangs Motors is now active.');
    await page.waitForFunction(() => document.querySelector('[data-testid="toggle-supplier-Rangs Motors"]')?.getAttribute('aria-checked') === 'true');
  });

  it('updates the supplier on /suppliers/update/{id}, back to the list after a second', async () => {
    await page.goto(`${app.url}/suppliers`);
    await page.getByTestId('edit-supplier-Rangs Motors').click();
    await page.waitForURL(/\/suppliers\/update\/[0-9a-f-]{36}$/);
    assert.equal(await page.getByTestId('supplier-form-phone').inputValue(), '01711000000');
    await page.getByTestId('supplier-form-phone').fill('01711-222333');
    await page.getByTestId('supplier-form-contact-person').fill('Nasrin Akter');
    await clickExpectingToast(page, page.getByTestId('supplier-form-submit'), 'Supplier Updated');
    await page.getByTestId('supplier-form-saved').waitFor();
    await screenshot(page, 'e2e-suppliers-04-updated');
    await page.waitForURL(/\/suppliers$/);
    await rows('suppliers-table').filter({ hasText: '01711222333' }).filter({ hasText: 'Nasrin Akter' }).waitFor();
  });

  it('shows Supplier not found for an unknown id', async () => {
    await page.goto(`${app.url}/suppliers/update/${randomUUID()}`);
    await page.getByTestId('supplier-not-found').getByText('Supplier not found').waitFor();
  });

  it('deletes a supplier after confirming', async () => {
    const created = await api(page, app.url, 'POST', '/suppliers', { name: 'Walton Parts', contactPerson: 'Rafiq', phone: '01800000000', email: 'parts@walton.example', address: 'Gazipur' });
    assert.equal(created.status, 201);
    await page.goto(`${app.url}/suppliers`);
    await rows('suppliers-table').filter({ hasText: 'Walton Parts' }).waitFor();
    await page.getByTestId('delete-supplier-Walton Parts').click();
    await page.getByText('Delete Supplier Walton Parts?').waitFor();
    await clickExpectingToast(page, page.getByTestId('confirm-delete'), 'Supplier deleted successfully.');
    await page.waitForFunction(() => !document.querySelector('[data-testid="suppliers-table"]')?.textContent?.includes('Walton Parts'));
    assert.deepEqual(
      (await api(page, app.url, 'GET', '/suppliers')).body.data.suppliers.map((supplier) => supplier.name),
      ['Rangs Motors'],
    );
  });

  it('fits every vehicle and supplier screen into a 390 px wide phone', async () => {
    const vehicleId = (await api(page, app.url, 'GET', '/vehicles')).body.data.vehicles[0]._id;
    const supplierId = (await api(page, app.url, 'GET', '/suppliers')).body.data.suppliers[0]._id;
    await page.setViewportSize(PHONE);
    const tooWide = [];
    for (const [path, shot] of [
      ['/vehicles', 'e2e-vehicles-390-list'],
      ['/vehicles/add', 'e2e-vehicles-390-add'],
      [`/vehicles/edit/${vehicleId}`, 'e2e-vehicles-390-edit'],
      ['/suppliers', 'e2e-suppliers-390-list'],
      ['/suppliers/add', 'e2e-suppliers-390-add'],
      [`/suppliers/update/${supplierId}`, 'e2e-suppliers-390-update'],
    ]) {
      await page.goto(`${app.url}${path}`);
      await page.getByTestId('page-title').waitFor();
      await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton'));
      await page.waitForTimeout(200);
      const size = await widthOf(page);
      if (size.scrollWidth > size.innerWidth) tooWide.push(`${path}: ${size.scrollWidth} > ${size.innerWidth}`);
      await screenshot(page, shot);
    }
    await page.goto(`${app.url}/suppliers`);
    await page.getByTestId('view-supplier-Rangs Motors').click();
    await page.getByTestId('supplier-details').waitFor();
    await page.waitForTimeout(400);
    const modal = await widthOf(page);
    if (modal.scrollWidth > modal.innerWidth) tooWide.push(`details modal: ${modal.scrollWidth} > ${modal.innerWidth}`);
    await screenshot(page, 'e2e-suppliers-390-details');
    assert.deepEqual(tooWide, []);
    await page.setViewportSize(LAPTOP);
  });
});
