#!/usr/bin/env python3
"""Fails when a link of the documentation site leads nowhere.

USAGE: Scripts/check-site-links.py SITE [--readme README.md]

SITE is the static site Scripts/build-docs writes (a DocC archive transformed for static hosting,
with the gallery under gallery/). Checked, without the network:

- every page, symbol and image a DocC page refers to (the `references` of its render JSON under
  data/) exists in the site: a page as `<url>/index.html`, an image as its file;
- every link of a DocC page that is not to another site (a relative or site-absolute
  destination) leads to a file or folder of the site;
- every `src` and `href` of the gallery's index.html leads to a file of the gallery;
- with --readme, every link and image of the README that is not to another site leads to a
  file or folder of the repository (an anchor `#…` after it is not checked).

Links to other sites are counted, not fetched. Exits 1 naming each broken link.
"""

import html.parser
import json
import posixpath
import re
import sys
import urllib.parse
from pathlib import Path


def is_external(url):
    return re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", url) is not None or url.startswith("//")


class LinkCollector(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("src", "href") and value:
                self.links.append(value)


def site_path(site, url):
    """The file a site-absolute URL names: a folder's index.html, or the file itself."""
    path = urllib.parse.unquote(urllib.parse.urlsplit(url).path).lstrip("/")
    target = site / path
    if target.is_dir():
        return target / "index.html"
    return target


def check_docc(site, broken):
    data = site / "data"
    pages = sorted(data.rglob("*.json"))
    if not pages:
        broken.append(f"{site}: no DocC pages under data/")
    external = 0
    for page in pages:
        try:
            render = json.loads(page.read_text(encoding="utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as error:
            broken.append(f"{page}: not JSON ({error})")
            continue
        if not isinstance(render, dict):
            continue
        page_url = "/" + page.relative_to(data).with_suffix("").as_posix()
        for key, reference in (render.get("references") or {}).items():
            kind = reference.get("type")
            if kind == "topic" and reference.get("url"):
                url = reference["url"]
                if is_external(url):
                    external += 1
                    continue
                # A symbol of a module outside the site (Swift's own types) has no page.
                if not key.startswith("doc://"):
                    continue
                if not site_path(site, url).exists():
                    broken.append(f"{page_url}: the page {url} is not in the site")
            elif kind == "link":
                destination = reference.get("destination") or reference.get("url") or ""
                if is_external(destination):
                    external += 1
                    continue
                resolved = posixpath.normpath(posixpath.join(posixpath.dirname(page_url), destination))
                if not site_path(site, resolved).exists():
                    broken.append(f"{page_url}: the link {destination} leads nowhere in the site")
            elif kind == "image":
                for variant in reference.get("variants") or []:
                    url = variant.get("url", "")
                    if not is_external(url) and not site_path(site, url).exists():
                        broken.append(f"{page_url}: the image {url} is not in the site")
    return len(pages), external


def check_gallery(site, broken):
    gallery = site / "gallery"
    index = gallery / "index.html"
    if not index.is_file():
        broken.append(f"{index}: the gallery has no index.html")
        return 0
    collector = LinkCollector()
    collector.feed(index.read_text(encoding="utf-8"))
    for link in collector.links:
        if is_external(link) or link.startswith("#"):
            continue
        path = urllib.parse.unquote(urllib.parse.urlsplit(link).path)
        if not (gallery / path).exists():
            broken.append(f"gallery/index.html: {link} is not in the gallery")
    return len(collector.links)


def check_readme(readme, broken):
    text = readme.read_text(encoding="utf-8")
    # Code is not prose: links inside fenced blocks and code spans are not links.
    text = re.sub(r"```.*?```", "", text, flags=re.S)
    text = re.sub(r"`[^`\n]*`", "", text)
    links = re.findall(r"\]\(([^)\s]+)\)", text) + re.findall(r'(?:src|href)="([^"]+)"', text)
    for link in links:
        if is_external(link) or link.startswith("#"):
            continue
        path = urllib.parse.unquote(link.split("#", 1)[0])
        if not (readme.parent / path).exists():
            broken.append(f"{readme.name}: {link} is not in the repository")
    return len(links)


def main(arguments):
    if not arguments or arguments[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if arguments else 2
    site = Path(arguments[0])
    readme = None
    rest = arguments[1:]
    while rest:
        if rest[0] == "--readme" and len(rest) >= 2:
            readme = Path(rest[1])
            rest = rest[2:]
        else:
            print(f"error: unknown argument '{rest[0]}'", file=sys.stderr)
            return 2
    broken = []
    pages, external = check_docc(site, broken)
    gallery_links = check_gallery(site, broken)
    readme_links = check_readme(readme, broken) if readme else 0
    for line in broken:
        print(f"error: {line}", file=sys.stderr)
    if broken:
        print(f"error: {len(broken)} broken links", file=sys.stderr)
        return 1
    print(
        f"links checked: {pages} DocC pages, {gallery_links} gallery links, {readme_links} README links; "
        f"{external} links to other sites not fetched"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
