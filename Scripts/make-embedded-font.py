#!/usr/bin/python3
"""make-embedded-font.py: writes Sources/CurtainRender/Text/EmbeddedFont+Data.swift, the Inter
faces CurtainRender draws text with, as small TrueType files (base64).

Each face is cut down to the characters a preview prints, its PostScript outlines converted to
TrueType quadratics, and its GPOS pair kerning for those characters written as a legacy `kern`
table, so the Swift side reads one plain format (cmap 4, hmtx, loca/glyf, kern 0).

Run with Debian's /usr/bin/python3; needs fonts-inter and python3-fonttools (`apt-get install fonts-inter python3-fonttools`).
Inter is under the SIL Open Font License 1.1: Licenses/Inter-OFL.txt.
"""
import base64
import os
import textwrap

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont, newTable

SOURCE = "/usr/share/fonts/opentype/inter"
FACES = [("regular", "Inter-Regular.otf"), ("semibold", "Inter-SemiBold.otf"),
         ("bold", "Inter-Bold.otf")]
CHARACTERS = list(range(0x20, 0x7F)) + [
    0xA0, 0xB0, 0xB7, 0xD7, 0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2026,
    0x2190, 0x2192, 0x2212, 0x2713]
OUTPUT = os.path.join(os.path.dirname(__file__), "..", "Sources", "CurtainRender", "Text",
                      "EmbeddedFont+Data.swift")


def pair_kerning(font, names):
    """{(left, right): value} from the GPOS 'kern' feature's pair lookups, for `names` only."""
    gpos = font["GPOS"].table
    wanted = set(names)
    lookups = set()
    for record in gpos.FeatureList.FeatureRecord:
        if record.FeatureTag == "kern":
            lookups.update(record.Feature.LookupListIndex)
    pairs = {}
    for index in sorted(lookups):
        lookup = gpos.LookupList.Lookup[index]
        for sub in lookup.SubTable:
            if lookup.LookupType == 9:
                sub = sub.ExtSubTable
            if getattr(sub, "LookupType", 2) != 2 and lookup.LookupType not in (2, 9):
                continue
            if not hasattr(sub, "Format"):
                continue
            coverage = sub.Coverage.glyphs
            if sub.Format == 1:
                for first, pairset in zip(coverage, sub.PairSet):
                    if first not in wanted:
                        continue
                    for record in pairset.PairValueRecord:
                        value = getattr(record.Value1, "XAdvance", 0) if record.Value1 else 0
                        if record.SecondGlyph in wanted and value:
                            pairs.setdefault((first, record.SecondGlyph), value)
            elif sub.Format == 2:
                class1 = sub.ClassDef1.classDefs
                class2 = sub.ClassDef2.classDefs
                for first in coverage:
                    if first not in wanted:
                        continue
                    row = sub.Class1Record[class1.get(first, 0)]
                    for second in wanted:
                        record = row.Class2Record[class2.get(second, 0)]
                        value = getattr(record.Value1, "XAdvance", 0) if record.Value1 else 0
                        if value:
                            pairs.setdefault((first, second), value)
    return pairs


def build(path):
    source = TTFont(path)
    cmap = source.getBestCmap()
    glyph_set = source.getGlyphSet()
    names = [".notdef"]
    mapping = {}
    for code in CHARACTERS:
        name = cmap.get(code)
        if name is None:
            continue
        mapping[code] = name
        if name not in names:
            names.append(name)
    glyphs = {}
    for name in names:
        pen = TTGlyphPen(None)
        glyph_set[name].draw(Cu2QuPen(pen, 1.0, reverse_direction=True))
        glyphs[name] = pen.glyph()
    metrics = {name: source["hmtx"][name] for name in names}
    hhea = source["hhea"]
    builder = FontBuilder(source["head"].unitsPerEm, isTTF=True)
    builder.setupGlyphOrder(names)
    builder.setupCharacterMap(mapping)
    builder.setupGlyf(glyphs)
    builder.setupHorizontalMetrics(metrics)
    builder.setupHorizontalHeader(
        ascent=hhea.ascent, descent=hhea.descent, lineGap=hhea.lineGap)
    family = source["name"].getDebugName(1)
    style = source["name"].getDebugName(2)
    builder.setupNameTable({
        "familyName": family, "styleName": style,
        "copyright": source["name"].getDebugName(0),
        "licenseDescription": "SIL Open Font License 1.1 (Licenses/Inter-OFL.txt)",
    })
    builder.setupOS2(sTypoAscender=hhea.ascent, sTypoDescender=hhea.descent,
                     usWinAscent=hhea.ascent, usWinDescent=-hhea.descent,
                     sCapHeight=source["OS/2"].sCapHeight, sxHeight=source["OS/2"].sxHeight)
    builder.setupPost()
    kern = newTable("kern")
    kern.version = 0
    from fontTools.ttLib.tables._k_e_r_n import KernTable_format_0
    subtable = KernTable_format_0()
    subtable.version, subtable.coverage, subtable.format = 0, 1, 0
    subtable.kernTable = pair_kerning(source, names)
    kern.kernTables = [subtable]
    builder.font["kern"] = kern
    out = "/tmp/curtain-embedded-%s.ttf" % style
    builder.save(out)
    with open(out, "rb") as handle:
        data = handle.read()
    os.remove(out)
    return data, len(subtable.kernTable)


def main():
    lines = [
        "// Generated by Scripts/make-embedded-font.py from Debian's fonts-inter: do not edit.",
        "// Inter, copyright the Inter Project Authors, SIL Open Font License 1.1:",
        "// Licenses/Inter-OFL.txt.",
        "",
        "extension EmbeddedFont {",
    ]
    for key, file in FACES:
        data, pairs = build(os.path.join(SOURCE, file))
        encoded = base64.b64encode(data).decode("ascii")
        lines.append("  /// %s as TrueType (%d bytes, %d kerning pairs), base64." % (
            file.replace(".otf", ""), len(data), pairs))
        lines.append("  static let %sData = \"\"\"" % key)
        lines.extend("    " + chunk for chunk in textwrap.wrap(encoded, 92))
        lines.append("    \"\"\"")
    lines.append("}")
    with open(OUTPUT, "w") as handle:
        handle.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
