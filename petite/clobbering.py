"""Names that clobber the DOM: properties of `document` and of a `<form>` element.

A browser exposes elements with an `id` or `name` as properties of `document` and of
their `<form>`, hiding the built-in of that name (HTML's named properties,
[LegacyOverrideBuiltIns]): `<img name="getElementById">` breaks every script that calls
`document.getElementById`, `<img id="currentScript">` lies to a script about itself.
The sanitizer of markup from data (`petite.safety`) drops an `id` or `name` with one of
these values, as DOMPurify does. The list is what Chromium reports (own and inherited
property names of `document` and of a form element, Object.prototype's included);
tests/security/test_clobbering.py checks it against the browser the suite runs.
"""

from __future__ import annotations

CLOBBERING_NAMES = frozenset(
    """
    ATTRIBUTE_NODE CDATA_SECTION_NODE COMMENT_NODE DOCUMENT_FRAGMENT_NODE DOCUMENT_NODE
    DOCUMENT_POSITION_CONTAINED_BY DOCUMENT_POSITION_CONTAINS DOCUMENT_POSITION_DISCONNECTED
    DOCUMENT_POSITION_FOLLOWING DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC
    DOCUMENT_POSITION_PRECEDING DOCUMENT_TYPE_NODE ELEMENT_NODE ENTITY_NODE ENTITY_REFERENCE_NODE
    NOTATION_NODE PROCESSING_INSTRUCTION_NODE TEXT_NODE URL __defineGetter__ __defineSetter__
    __lookupGetter__ __lookupSetter__ __proto__ acceptCharset accessKey action activeElement
    activeViewTransition addEventListener adoptNode adoptedStyleSheets after alinkColor all anchors
    animate append appendChild applets ariaActionsElements ariaActiveDescendantElement ariaAtomic
    ariaAutoComplete ariaBrailleLabel ariaBrailleRoleDescription ariaBusy ariaChecked ariaColCount
    ariaColIndex ariaColIndexText ariaColSpan ariaControlsElements ariaCurrent
    ariaDescribedByElements ariaDescription ariaDetailsElements ariaDisabled
    ariaErrorMessageElements ariaExpanded ariaFlowToElements ariaHasPopup ariaHidden ariaInvalid
    ariaKeyShortcuts ariaLabel ariaLabelledByElements ariaLevel ariaLive ariaModal ariaMultiLine
    ariaMultiSelectable ariaNotify ariaOrientation ariaPlaceholder ariaPosInSet ariaPressed
    ariaReadOnly ariaRelevant ariaRequired ariaRoleDescription ariaRowCount ariaRowIndex
    ariaRowIndexText ariaRowSpan ariaSelected ariaSetSize ariaSort ariaValueMax ariaValueMin
    ariaValueNow ariaValueText assignedSlot attachInternals attachShadow attributeStyleMap
    attributes autocapitalize autocomplete autocorrect autofocus baseURI before bgColor blur body
    captureEvents caretPositionFromPoint caretRangeFromPoint characterSet charset checkValidity
    checkVisibility childElementCount childNodes children classList className clear click
    clientHeight clientLeft clientTop clientWidth cloneNode close closest compareDocumentPosition
    compatMode computedStyleMap constructor contains contentEditable contentType cookie
    createAttribute createAttributeNS createCDATASection createComment createDocumentFragment
    createElement createElementNS createEvent createExpression createNSResolver createNodeIterator
    createProcessingInstruction createRange createTextNode createTreeWalker currentCSSZoom
    currentScript customElementRegistry dataset defaultView designMode dir dispatchEvent doctype
    documentElement documentURI domain draggable editContext elementFromPoint elementTiming elements
    elementsFromPoint embeds encoding enctype enterKeyHint evaluate execCommand exitFullscreen
    exitPictureInPicture exitPointerLock featurePolicy fgColor firstChild firstElementChild focus
    focusGroup focusGroupStart fonts forms fragmentDirective fullscreen fullscreenElement
    fullscreenEnabled getAnimations getAttribute getAttributeNS getAttributeNames getAttributeNode
    getAttributeNodeNS getBoundingClientRect getClientRects getElementById getElementsByClassName
    getElementsByName getElementsByTagName getElementsByTagNameNS getHTML getRootNode getSelection
    hasAttribute hasAttributeNS hasAttributes hasChildNodes hasFocus hasOwnProperty
    hasPointerCapture hasStorageAccess hasUnpartitionedCookieAccess head hidden hidePopover id
    images implementation importNode inert innerHTML innerText inputEncoding inputMode
    insertAdjacentElement insertAdjacentHTML insertAdjacentText insertBefore isConnected
    isContentEditable isDefaultNamespace isEqualNode isPrototypeOf isSameNode lang lastChild
    lastElementChild lastModified length linkColor links localName location lookupNamespaceURI
    lookupPrefix matches method moveBefore name namespaceURI nextElementSibling nextSibling
    noValidate nodeName nodeType nodeValue nonce normalize offsetHeight offsetLeft offsetParent
    offsetTop offsetWidth onabort onanimationcancel onanimationend onanimationiteration
    onanimationstart onauxclick onbeforecopy onbeforecut onbeforeinput onbeforematch onbeforepaste
    onbeforetoggle onbeforexrselect onblur oncancel oncanplay oncanplaythrough onchange onclick
    onclose oncommand oncontentvisibilityautostatechange oncontextlost oncontextmenu
    oncontextrestored oncopy oncuechange oncut ondblclick ondrag ondragend ondragenter ondragleave
    ondragover ondragstart ondrop ondurationchange onemptied onended onerror onfocus onformdata
    onfreeze onfullscreenchange onfullscreenerror ongotpointercapture oninput oninvalid onkeydown
    onkeypress onkeyup onload onloadeddata onloadedmetadata onloadstart onlostpointercapture
    onmousedown onmouseenter onmouseleave onmousemove onmouseout onmouseover onmouseup onmousewheel
    onpaste onpause onplay onplaying onpointercancel onpointerdown onpointerenter onpointerleave
    onpointerlockchange onpointerlockerror onpointermove onpointerout onpointerover onpointerup
    onprerenderingchange onprogress onratechange onreadystatechange onreset onresize onresume
    onscroll onscrollend onscrollsnapchange onscrollsnapchanging onsearch onsecuritypolicyviolation
    onseeked onseeking onselect onselectionchange onselectstart onslotchange onstalled onsubmit
    onsuspend ontimeupdate ontoggle ontransitioncancel ontransitionend ontransitionrun
    ontransitionstart onvisibilitychange onvolumechange onwaiting onwebkitanimationend
    onwebkitanimationiteration onwebkitanimationstart onwebkitfullscreenchange
    onwebkitfullscreenerror onwebkittransitionend onwheel open outerHTML outerText ownerDocument
    parentElement parentNode part pictureInPictureElement pictureInPictureEnabled plugins
    pointerLockElement popover prefix prepend prerendering previousElementSibling previousSibling
    propertyIsEnumerable pseudo queryCommandEnabled queryCommandIndeterm queryCommandState
    queryCommandSupported queryCommandValue querySelector querySelectorAll readyState referrer rel
    relList releaseEvents releasePointerCapture remove removeAttribute removeAttributeNS
    removeAttributeNode removeChild removeEventListener replaceChild replaceChildren replaceWith
    reportValidity requestFullscreen requestPointerLock requestStorageAccess requestSubmit reset
    role rootElement scripts scroll scrollBy scrollHeight scrollIntoView scrollIntoViewIfNeeded
    scrollLeft scrollTo scrollTop scrollWidth scrollingElement setAttribute setAttributeNS
    setAttributeNode setAttributeNodeNS setHTML setHTMLUnsafe setPointerCapture shadowRoot
    showPopover slot spellcheck startViewTransition style styleSheets submit tabIndex tagName target
    textContent timeline title toLocaleString toString toggleAttribute togglePopover translate
    valueOf virtualKeyboardPolicy visibilityState vlinkColor wasDiscarded webkitCancelFullScreen
    webkitCurrentFullScreenElement webkitExitFullscreen webkitFullscreenElement
    webkitFullscreenEnabled webkitHidden webkitIsFullScreen webkitMatchesSelector
    webkitRequestFullScreen webkitRequestFullscreen webkitVisibilityState when write writeln
    writingSuggestions xmlEncoding xmlStandalone xmlVersion
    """.split()
)
