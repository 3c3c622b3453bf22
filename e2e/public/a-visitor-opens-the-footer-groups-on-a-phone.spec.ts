import { expect, test } from '@playwright/test';

test.describe('the footer', () => {
  test('on a phone each group opens and closes on its own', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const product = footer.getByRole('button', { name: 'Product' });
    const company = footer.getByRole('button', { name: 'Company' });
    const blog = footer.getByRole('link', { name: 'Blog' });
    const terms = footer.getByRole('link', { name: 'Terms of Use' });

    await expect(blog).toBeHidden();
    await product.click();
    await expect(product).toHaveAttribute('aria-expanded', 'true');
    await expect(blog).toBeVisible();
    await expect(terms).toBeHidden();

    await company.click();
    await expect(terms).toBeVisible();
    await expect(blog).toBeVisible();

    await product.click();
    await expect(blog).toBeHidden();
    await expect(terms).toBeVisible();

    await footer.getByRole('button', { name: 'Contact' }).click();
    await expect(footer.getByRole('link', { name: '+234 201 330 0000' })).toHaveAttribute(
      'href',
      'tel:+2342013300000',
    );
    await footer.getByRole('button', { name: 'Social' }).click();
    await expect(footer.getByRole('link', { name: /Twitter/ })).toBeVisible();
  });

  test('on a wide screen every group and link shows, as the spec lists them', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/faqs');
    const footer = page.getByRole('contentinfo');
    const links: Array<[string, string]> = [
      ['Features', '/features'],
      ['How it Works', '/howitworks'],
      ['Blog', '/blog'],
      ['Contact Us', '/contact'],
      ['Terms of Use', '/termsofuse'],
      ['Privacy Policy', '/privacypolicy'],
      ['FAQs', '/faqs'],
      ['support@owo.ng', 'mailto:support@owo.ng'],
    ];
    for (const [name, href] of links) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const name of ['Twitter', 'Instagram', 'Facebook', 'LinkedIn']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(footer.getByText(`All Rights Reserved ${new Date().getFullYear()}`)).toBeVisible();
    await expect(footer.getByRole('button')).toHaveCount(0);
  });

  test('the footer logo goes home', async ({ page }) => {
    await page.goto('/termsofuse');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Owo home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
