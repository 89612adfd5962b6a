"""The neighbourhood picture of a rule, drawn on the server as SVG.

Three columns: the rules and entries that cite it on the left, the rule in the
middle with its parent above and its related rulings below, what it cites on
the right.  Every node is a link; the picture needs no script.  A phone gets
:func:`render_narrow_svg` instead (the stylesheet shows one or the other): one
column as wide as the screen, so its text stays the size of the page's.
"""

from __future__ import annotations

from typing import Any, Callable

from markupsafe import Markup, escape

from webapp.text import short

#: Most nodes drawn per column; the rest are counted in a "+N more" line.
MAX_PER_COLUMN = 10

WIDTH = 720
NODE_W = 200
NODE_H = 26
GAP = 8


def neighbourhood(rule: dict[str, Any]) -> dict[str, Any]:
    """The nodes and edges of a rule page's neighbourhood (the JSON of the picture)."""
    def node(link: dict[str, Any], role: str) -> dict[str, Any]:
        return {"key": link.get("key"), "kind": link.get("kind"), "id": link.get("id"),
                "document": link.get("document"), "title": link.get("title") or "", "role": role,
                "type": link.get("type", "")}

    center = {"key": rule.get("key"), "kind": "rule", "id": rule.get("id"),
              "document": rule.get("document"), "title": rule.get("title") or "", "role": "self",
              "type": ""}
    nodes = [center]
    parent = rule.get("parent")
    if parent:
        pid = parent.get("id") if isinstance(parent, dict) else parent
        nodes.append({"key": f"rule:{rule.get('document')}:{pid}", "kind": "rule", "id": pid,
                      "document": rule.get("document"), "title": "", "role": "parent",
                      "type": "parent"})
    nodes += [node(link, "cited_by") for link in rule.get("cited_by", [])]
    nodes += [node(link, "cites") for link in rule.get("cites", [])]
    nodes += [node(link, "ruling") for link in rule.get("rulings", [])]
    edges = [{"source": n["key"], "target": center["key"], "role": n["role"]} if n["role"] == "cited_by"
             else {"source": center["key"], "target": n["key"], "role": n["role"]}
             for n in nodes[1:]]
    return {"nodes": nodes, "edges": edges}


def _box(x: float, y: float, node: dict[str, Any], url: str | None, css: str,
         width: int = NODE_W) -> str:
    from webapp.views import link_label

    full = link_label(node)
    chars = (24 if "self" in css else 28) * width // NODE_W
    text = short(full, chars)
    body = (f'<rect x="{x:.0f}" y="{y:.0f}" width="{width}" height="{NODE_H}" rx="6"/>'
            f'<text x="{x + 8:.0f}" y="{y + 17:.0f}">{escape(text)}</text>'
            f"<title>{escape(full)}</title>")
    if url:
        return f'<a class="{css}" href="{escape(url)}">{body}</a>'
    return f'<g class="{css}">{body}</g>'


def _edge(x1: float, y1: float, x2: float, y2: float, css: str) -> str:
    mid = (x1 + x2) / 2
    return (f'<path class="edge {css}" d="M{x1:.0f},{y1:.0f} C{mid:.0f},{y1:.0f} '
            f'{mid:.0f},{y2:.0f} {x2:.0f},{y2:.0f}"/>')


def render_svg(graph: dict[str, Any], url_of: Callable[[dict[str, Any]], str | None]) -> Markup:
    """The SVG of :func:`neighbourhood` output; *url_of* gives each node's link."""
    by_role: dict[str, list[dict[str, Any]]] = {}
    for node in graph["nodes"]:
        by_role.setdefault(node["role"], []).append(node)
    center = by_role["self"][0]
    left = by_role.get("cited_by", [])
    right = by_role.get("cites", [])
    below = by_role.get("ruling", [])
    above = by_role.get("parent", [])
    step = NODE_H + GAP
    cx, cy = (WIDTH - NODE_W) / 2, 30 + (step if above else 0)
    parts: list[str] = []
    edges: list[str] = []
    bottom: float = cy + NODE_H
    for hx, heading, nodes in ((10, "cited by", left), (WIDTH - NODE_W - 10, "cites", right)):
        if nodes:
            parts.append(f'<text class="heading" x="{hx}" y="16">{heading} ({len(nodes)})</text>')
    for column, x, side in ((left, 10.0, "cited_by"), (right, WIDTH - NODE_W - 10.0, "cites")):
        for i, node in enumerate(column[:MAX_PER_COLUMN]):
            y: float = 26 + i * step
            bottom = max(bottom, y + NODE_H)
            parts.append(_box(x, y, node, url_of(node), f"node {node['kind']} {side}"))
            if side == "cited_by":
                edges.append(_edge(x + NODE_W, y + NODE_H / 2, cx, cy + NODE_H / 2, side))
            else:
                edges.append(_edge(cx + NODE_W, cy + NODE_H / 2, x, y + NODE_H / 2, side))
        if len(column) > MAX_PER_COLUMN:
            y = 26 + MAX_PER_COLUMN * step + 12
            bottom = max(bottom, y + 4)
            parts.append(f'<text class="more" x="{x + 8:.0f}" y="{y:.0f}">+{len(column) - MAX_PER_COLUMN}'
                         " more (listed above)</text>")
    for node in above:
        parts.append(_box(cx, 26, node, url_of(node), "node rule parent"))
        edges.append(f'<path class="edge parent" d="M{cx + NODE_W / 2:.0f},{26 + NODE_H} '
                     f'V{cy:.0f}"/>')
    parts.append(_box(cx, cy, center, None, "node self"))
    limit = MAX_PER_COLUMN // 2
    for i, node in enumerate(below[:limit]):
        y = cy + (i + 1) * step + 10
        bottom = max(bottom, y + NODE_H)
        parts.append(_box(cx, y, node, url_of(node), f"node {node['kind']} ruling"))
    if below:
        last = cy + min(len(below), limit) * step + 10
        edges.insert(0, f'<path class="edge ruling" d="M{cx + 4:.0f},{cy + NODE_H} V{last + NODE_H / 2:.0f}"/>')
    if len(below) > limit:
        y = bottom + 16
        bottom = y + 4
        parts.append(f'<text class="more" x="{cx + 8:.0f}" y="{y:.0f}">+{len(below) - limit} more rulings</text>')
    height = bottom + 10
    label = f"Neighbourhood of rule {center['id']}"
    svg = (f'<svg class="neighbourhood wide" xmlns="http://www.w3.org/2000/svg" role="group" '
           f'viewBox="0 0 {WIDTH} {height:.0f}" aria-label="{escape(label)}">'
           f"<title>{escape(label)}</title>" + "".join(edges) + "".join(parts) + "</svg>")
    return Markup(svg)


#: Width of the one-column picture drawn for a phone (its text is drawn at 1:1 there).
NARROW_WIDTH = 360


def render_narrow_svg(graph: dict[str, Any], url_of: Callable[[dict[str, Any]], str | None]) -> Markup:
    """The same neighbourhood in one column, for a phone: the parent, the rule, then
    "cited by", "cites" and the rulings, each under its heading."""
    by_role: dict[str, list[dict[str, Any]]] = {}
    for node in graph["nodes"]:
        by_role.setdefault(node["role"], []).append(node)
    width = NARROW_WIDTH - 20
    parts: list[str] = []
    y: float = 6
    groups = (("parent", "part of", by_role.get("parent", [])),
              ("self", "", by_role["self"]),
              ("cited_by", "cited by", by_role.get("cited_by", [])),
              ("cites", "cites", by_role.get("cites", [])),
              ("ruling", "rulings", by_role.get("ruling", [])))
    for role, heading, nodes in groups:
        if not nodes:
            continue
        if heading:
            y += 16
            parts.append(f'<text class="heading" x="10" y="{y:.0f}">{heading} ({len(nodes)})</text>')
            y += 6
        for node in nodes[:MAX_PER_COLUMN]:
            css = "node self" if role == "self" else f"node {node['kind']} {role}"
            url = None if role == "self" else url_of(node)
            parts.append(_box(10, y, node, url, css, width))
            y += NODE_H + GAP
        if len(nodes) > MAX_PER_COLUMN:
            y += 12
            parts.append(f'<text class="more" x="18" y="{y:.0f}">+{len(nodes) - MAX_PER_COLUMN}'
                         " more (listed above)</text>")
            y += 6
    label = f"Neighbourhood of rule {by_role['self'][0]['id']}"
    return Markup(f'<svg class="neighbourhood narrow" xmlns="http://www.w3.org/2000/svg" role="group" '
                  f'viewBox="0 0 {NARROW_WIDTH} {y + 4:.0f}" aria-label="{escape(label)}">'
                  f"<title>{escape(label)}</title>" + "".join(parts) + "</svg>")
