"""`innerText` as Chromium computes it from inline styles (petite.dom.inner_text): elements not
rendered (`<noscript>`, a closed `<details>` past its summary), `white-space` values, boxes made
block-level by `float`, `position` and flex or grid containers, `visibility` and `text-transform`
(found by a helper varying a public bus-timetable page's `innerText` read), recorded from
petite-vue 0.4.1."""

from ..harness import Case


def _reads(name: str, inners: list[str]) -> Case:
    """A case with each markup in its own `<div>`, followed by a `<p>` showing its innerText."""
    pairs = "".join(
        f"<div>{inner}</div><p v-effect=\"$el.textContent = JSON.stringify($el.previousElementSibling.innerText)\"></p>"
        for inner in inners)
    return Case(name, f"<div v-scope>{pairs}</div>")


CASES = [
    _reads("inner_text_not_rendered_and_details", [
        'a<noscript>ns</noscript>b',
        '<details><summary>S</summary>body</details>after',
        '<details open><summary>S</summary>body</details>after',
        '<details>pre<summary>S</summary>body<summary>T</summary></details>after',
        '<details><p>no summary</p></details>x',
        'before<details open>in</details>',
        '<select><option>o1</option><option>o2</option></select>after',
    ]),
    _reads("inner_text_white_space_values", [
        '<span style="white-space: pre-line">a   b\n  c</span>',
        '<span style="white-space: pre-line">  lead\ntrail   \n\nx</span>',
        '<pre>a  b<span style="white-space: normal">c   d</span>  e</pre>',
        '<div style="white-space: pre">x  y<b style="white-space: pre-line">p  q\nr</b></div>',
        '<span style="white-space: pre-line">a\tb\t\tc</span>',
        '<span style="white-space: nowrap">a   b\nc</span>',
        '<span style="white-space:pre-line">x</span><span style="white-space:pre-line">\ny</span>',
    ]),
    _reads("inner_text_blockified_boxes", [
        '<div style="display:flex"><span>a</span><span>b</span></div>c',
        '<div style="display:flex">t1<span>a</span>t2</div>c',
        '<div style="display:grid"><b>a</b><i>b</i></div>',
        'x<span style="display:inline-flex"><b>a</b><b>b</b></span>y',
        '<span style="float:left">f</span>g<span style="position:absolute">abs</span>h',
        'q<span style="float: none">n</span>r<span style="position: relative">rel</span>s<span style="position:fixed">fx</span>t',
        '<div style="display:flex"><span style="display:contents"><b>a</b><i>b</i></span>c</div>',
        '<ul style="display:flex"><li>one</li><li>two</li></ul>',
        '<table><tr style="display:flex"><td>a</td><td>b</td></tr></table>',
        '<p>x<span style="float:right">f</span>y</p>',
        '<span style="position: sticky">s</span>t',
        '<span style="display:inline-block; float:left">ib</span>z',
        '<div style="display: flex; flex-direction: column">q<b>r</b></div>',
    ]),
    _reads("inner_text_visibility", [
        'a <span style="visibility:hidden">vh</span> b',
        'a<span style="visibility:hidden">h<b style="visibility:visible">V</b>h</span>b',
        '<div style="visibility:hidden">blockhidden</div>after',
        'a<span style="visibility: collapse">c</span>b',
        '<div style="visibility:hidden">h<div style="visibility:visible">V</div>h</div>after',
    ]),
    _reads("inner_text_text_transform", [
        '<span style="text-transform: uppercase">up ß straße</span>',
        '<span style="text-transform: capitalize">hello wide-world don\'t 1st ünïcode a.b</span>',
        '<span style="text-transform: capitalize">he<b>llo</b> w<i>o</i>rld</span>',
        '<span style="text-transform: lowercase">İSTANBUL ABC</span>',
        '<span style="text-transform: uppercase">a<b style="text-transform:none">b</b>c</span>',
        '<div style="text-transform:uppercase"><p>para</p>x</div>',
        '<table><tr><td style="text-transform:uppercase">ab</td><td>cd</td></tr></table>',
        '<span style="text-transform: capitalize">a_b (paren) "quote" 3d x-ray élan ßtraße</span>',
    ]),
    _reads("inner_text_style_spelling", [
        '<span style="DISPLAY: BLOCK">up</span>x',
        '<span style="display:block !important">imp</span>x',
    ]),
]
