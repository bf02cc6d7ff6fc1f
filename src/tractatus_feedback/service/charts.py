"""Small SVG charts rendered on the server: no JavaScript, no CDN, labels escaped like any other text."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

from markupsafe import Markup

__all__ = ["bar_chart", "stacked_bars", "line_chart", "PALETTE"]

PALETTE = ("#2b6cb0", "#c05621", "#2f855a", "#9b2c2c", "#6b46c1", "#b7791f", "#2c7a7b", "#4a5568")


def _svg(width: int, height: int, title: str, body: list[str]) -> Markup:
    label = escape(title)
    return Markup(
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
        f'role="img" aria-label="{label}"><title>{label}</title>{"".join(body)}</svg>'
    )


def bar_chart(items: Sequence[tuple[str, float]], *, title: str, width: int = 520, bar_height: int = 22) -> Markup:
    """Horizontal bars, one per ``(label, value)``, longest bar scaled to the width."""
    if not items:
        return Markup('<p class="empty">No data yet.</p>')
    label_w, gap = 190, 6
    top = max((value for _, value in items), default=0) or 1
    height = len(items) * (bar_height + gap) + gap
    body = []
    for index, (label, value) in enumerate(items):
        y = gap + index * (bar_height + gap)
        w = max(1.0, (width - label_w - 60) * value / top)
        body.append(
            f'<text x="{label_w - 6}" y="{y + bar_height * 0.7:.1f}" text-anchor="end" font-size="12">{escape(str(label))}</text>'
            f'<rect x="{label_w}" y="{y}" width="{w:.1f}" height="{bar_height}" fill="{PALETTE[index % len(PALETTE)]}"/>'
            f'<text x="{label_w + w + 4:.1f}" y="{y + bar_height * 0.7:.1f}" font-size="12">{value:g}</text>'
        )
    return _svg(width, height, title, body)


def stacked_bars(
    columns: Sequence[str], series: Mapping[str, Sequence[float]], *, title: str, width: int = 640, height: int = 220
) -> Markup:
    """Vertical stacked bars: one column per x label (a day), one colour per series (a decision)."""
    if not columns:
        return Markup('<p class="empty">No data yet.</p>')
    left, bottom, legend_h = 36, 40, 22
    plot_h = height - bottom - legend_h
    totals = [sum(values[i] for values in series.values()) for i in range(len(columns))]
    top = max(totals) or 1
    step = (width - left - 10) / len(columns)
    body = [f'<text x="4" y="{legend_h + 10}" font-size="11">{top:g}</text>']
    for x_index, column in enumerate(columns):
        x = left + x_index * step
        y = legend_h + plot_h
        for s_index, values in enumerate(series.values()):
            h = plot_h * values[x_index] / top
            y -= h
            if h > 0:
                body.append(f'<rect x="{x + 2:.1f}" y="{y:.1f}" width="{max(1.0, step - 4):.1f}" height="{h:.1f}" '
                            f'fill="{PALETTE[s_index % len(PALETTE)]}"/>')
        body.append(f'<text x="{x + step / 2:.1f}" y="{height - bottom + 14}" font-size="10" text-anchor="middle">'
                    f'{escape(str(column))}</text>')
    for s_index, name in enumerate(series):
        x = left + s_index * 110
        body.append(f'<rect x="{x}" y="4" width="12" height="12" fill="{PALETTE[s_index % len(PALETTE)]}"/>'
                    f'<text x="{x + 16}" y="14" font-size="12">{escape(str(name))}</text>')
    return _svg(width, height, title, body)


def line_chart(series: Mapping[str, Sequence[float]], *, title: str, width: int = 640, height: int = 220) -> Markup:
    """One polyline per series over its index (an iteration or a day), on a shared y scale."""
    points = [value for values in series.values() for value in values]
    if not points:
        return Markup('<p class="empty">No data yet.</p>')
    left, pad, legend_h = 44, 12, 22
    low, high = min(points), max(points)
    if high == low:
        low, high = low - 0.5, high + 0.5
    longest = max(len(values) for values in series.values())
    plot_w, plot_h = width - left - pad, height - legend_h - 2 * pad
    body = [
        f'<text x="4" y="{legend_h + pad + 4}" font-size="11">{high:.3g}</text>',
        f'<text x="4" y="{height - pad}" font-size="11">{low:.3g}</text>',
        f'<line x1="{left}" y1="{height - pad}" x2="{width - pad}" y2="{height - pad}" stroke="#999"/>',
    ]
    for s_index, (name, values) in enumerate(series.items()):
        colour = PALETTE[s_index % len(PALETTE)]
        coords = " ".join(
            f"{left + plot_w * (i / max(1, longest - 1)):.1f},{legend_h + pad + plot_h * (high - v) / (high - low):.1f}"
            for i, v in enumerate(values)
        )
        body.append(f'<polyline fill="none" stroke="{colour}" stroke-width="2" points="{coords}"/>')
        x = left + s_index * 140
        body.append(f'<rect x="{x}" y="4" width="12" height="12" fill="{colour}"/>'
                    f'<text x="{x + 16}" y="14" font-size="12">{escape(str(name))}</text>')
    return _svg(width, height, title, body)
