#!/usr/bin/env python3
"""Writes docs/Coverage.md and Tests/SurfaceInventoryTests/SurfaceInventoryChecks.swift from UIKitSurface.tsv.

Run from anywhere: `python3 Inventory/generate.py`. Standard library only. See Inventory/README.md.
"""

import collections
import csv
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TSV = os.path.join(ROOT, "Inventory", "UIKitSurface.tsv")
COVERAGE = os.path.join(ROOT, "docs", "Coverage.md")
CHECKS = os.path.join(ROOT, "Tests", "SurfaceInventoryTests", "SurfaceInventoryChecks.swift")
OVERRIDE_TESTS = os.path.join(ROOT, "Tests", "OverrideSurfaceTests")

COLUMNS = ["type", "member", "kind", "overridable", "status", "note", "signature"]
KINDS = {"property", "method", "initializer", "class property", "class method"}
STATUSES = {"present", "deviation", "missing"}

# Generic types are checked with these type arguments.
GENERIC = {
    "UICollectionViewDiffableDataSource": (
        "UICollectionViewDiffableDataSource<Int, String>",
        {"SectionIdentifierType": "Int", "ItemIdentifierType": "String"},
    ),
    "NSDiffableDataSourceSnapshot": (
        "NSDiffableDataSourceSnapshot<Int, String>",
        {"SectionIdentifierType": "Int", "ItemIdentifierType": "String"},
    ),
    "NSLayoutAnchor": ("NSLayoutAnchor<NSLayoutXAxisAnchor>", {"AnchorType": "NSLayoutXAxisAnchor"}),
}
VALUE_TYPES = {"NSDiffableDataSourceSnapshot", "UIListContentConfiguration", "UIBackgroundConfiguration"}
# Sendable classes: a subclass restates the conformance.
SENDABLE = {"UIColor", "UIFont", "UIImage"}
# Types whose overridable members get a subclass here (the others are rarely subclassed or generic).
NO_SUBCLASS = VALUE_TYPES | {"NSLayoutAnchor", "NSLayoutDimension", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor"}

AREAS = [
    ("views", ["UIView", "UIScrollView", "UIImageView", "UIWindow", "UIScreen"]),
    ("collection view", [
        "UICollectionView", "UICollectionViewLayout", "UICollectionViewFlowLayout",
        "UICollectionViewCompositionalLayout", "UICollectionViewLayoutAttributes", "UICollectionViewCell",
        "UICollectionReusableView", "UICollectionViewListCell", "UIListContentConfiguration",
        "UIBackgroundConfiguration", "UICollectionViewDiffableDataSource", "NSDiffableDataSourceSnapshot",
    ]),
    ("table view", ["UITableView", "UITableViewCell", "UITableViewHeaderFooterView"]),
    ("layout", [
        "NSLayoutConstraint", "NSLayoutAnchor", "NSLayoutDimension", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor",
        "UILayoutGuide", "UIStackView",
    ]),
    ("text", ["UILabel", "UIFont", "UITextField"]),
    ("controls", [
        "UIControl", "UIButton", "UISwitch", "UISlider", "UIGestureRecognizer", "UITapGestureRecognizer",
        "UIPanGestureRecognizer", "UILongPressGestureRecognizer",
    ]),
    ("navigation", ["UIViewController", "UINavigationController", "UINavigationItem", "UINavigationBar"]),
    ("animation", []),
    ("Core Animation", ["CALayer"]),
    ("Core Graphics", ["UIColor", "UIImage"]),
]
# UIView's animation API counts as the animation area.
ANIMATION = re.compile(
    r"^(animate|transition\(|performWithoutAnimation|perform\(_:on:|setAnimation|beginAnimations|commitAnimations"
    r"|modifyAnimations|addKeyframe|inheritedAnimationDuration|areAnimationsEnabled)"
)


def area_of(row):
    if row["type"] == "UIView" and ANIMATION.match(row["member"]):
        return "animation"
    for area, types in AREAS:
        if row["type"] in types:
            return area
    sys.exit(f"no area for {row['type']}")


def read_rows():
    rows = []
    with open(TSV, newline="") as f:
        for n, fields in enumerate(csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE), start=1):
            if n == 1:
                if fields != COLUMNS:
                    sys.exit(f"{TSV}: header must be {COLUMNS}")
                continue
            if len(fields) != len(COLUMNS):
                sys.exit(f"{TSV}:{n}: {len(fields)} columns, want {len(COLUMNS)}")
            row = dict(zip(COLUMNS, fields))
            if row["kind"] not in KINDS or row["status"] not in STATUSES or row["overridable"] not in ("yes", "no"):
                sys.exit(f"{TSV}:{n}: bad kind, status or overridable")
            if row["status"] == "deviation" and not row["note"]:
                sys.exit(f"{TSV}:{n}: a deviation names its Deviations.md entry in the note")
            row["line"] = n
            rows.append(row)
    return rows


# MARK: - Coverage.md


def percent(part, whole):
    return f"{100 * part / whole:.0f} %" if whole else "–"


def write_coverage(rows):
    by_type = collections.OrderedDict()
    for row in rows:
        by_type.setdefault(row["type"], []).append(row)

    def counts(group):
        c = collections.Counter(r["status"] for r in group)
        closed = sum(1 for r in group if r["status"] != "missing" and "not open here" in r["note"])
        return len(group), c["present"] + c["deviation"], c["deviation"], c["missing"], closed

    out = [
        "# UIKit coverage",
        "",
        "Generated by `python3 Inventory/generate.py` from [`Inventory/UIKitSurface.tsv`](../Inventory/UIKitSurface.tsv);",
        "do not edit by hand. *Declared* counts the members Apple's iOS 17 SDK declares on each class itself (not",
        "inherited ones, nothing deprecated before iOS 13, nothing only for tvOS or Mac Catalyst); *present* counts",
        "those the package has with UIKit's Swift signature, including those with a documented difference",
        "([Deviations.md](Deviations.md)), which are also counted on their own. The test target `SurfaceInventoryTests`",
        "checks at compile time that every member counted as present exists with that signature. *Not open* counts",
        "present members that UIKit lets a subclass override and the package does not (`public`, or declared in an",
        "extension).",
        "",
    ]
    total = counts(rows)
    out += [
        f"**Total: {total[1]} of {total[0]} members present ({percent(total[1], total[0])}),"
        f" {total[2]} with a documented deviation, {total[3]} missing; {total[4]} present ones not open.**",
        "",
        "## By area",
        "",
        "| area | types | declared | present | deviation | missing | not open | coverage |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for area, types in AREAS:
        group = [r for r in rows if area_of(r) == area]
        d, p, v, m, c = counts(group)
        names = ", ".join(f"`{t}`" for t in types) if types else "`UIView`'s animation methods"
        out.append(f"| {area} | {names} | {d} | {p} | {v} | {m} | {c} | {percent(p, d)} |")
    out += [
        "",
        "## By type",
        "",
        "| type | declared | present | deviation | missing | not open | coverage |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for name, group in by_type.items():
        d, p, v, m, c = counts(group)
        out.append(f"| `{name}` | {d} | {p} | {v} | {m} | {c} | {percent(p, d)} |")
    out.append("")
    with open(COVERAGE, "w") as f:
        f.write("\n".join(out))


# MARK: - Signatures


def split_top(text):
    parts, depth, current = [], 0, ""
    for i, ch in enumerate(text):
        if ch in "(<[":
            depth += 1
        elif ch in ")]" or (ch == ">" and text[i - 1] != "-"):
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += ch
    if current.strip():
        parts.append(current.strip())
    return parts


def matching_paren(text, start):
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return i
    sys.exit(f"unbalanced signature: {text}")


def parse_function(sig):
    """`(A, B) async throws -> R` into ([A, B], effects, R)."""
    end = matching_paren(sig, 0)
    params = split_top(sig[1:end])
    rest = sig[end + 1:].strip()
    effects = []
    for word in ("async", "throws"):
        if rest.startswith(word):
            effects.append(word)
            rest = rest[len(word):].strip()
    result = rest[2:].strip() if rest.startswith("->") else None
    return params, effects, result


def parse_property(sig):
    m = re.match(r"^(.*) \{(get|get set)\}$", sig)
    if not m:
        sys.exit(f"property signature without {{get}} or {{get set}}: {sig}")
    return m.group(1), m.group(2) == "get set"


def split_name(member):
    m = re.match(r"^(\w+)\((.*)\)$", member)
    if not m:
        return member, None
    labels = [label for label in m.group(2).split(":") if label]
    return m.group(1), labels


def substitute(text, mapping):
    for k, v in mapping.items():
        text = re.sub(r"\b%s\b" % k, v, text)
    return text


def argument_list(labels, names):
    return ", ".join(name if label == "_" else f"{label}: {name}" for label, name in zip(labels, names))


def closure_literal(param):
    """A closure literal for a parameter of function type, or None for other parameters.

    Clients pass closure literals; a literal also fits where the package's closure type adds `@MainActor` or
    `@Sendable`, which a closure value of UIKit's plain type would not.
    """
    text = param
    for attribute in ("@escaping", "@MainActor", "@Sendable"):
        text = text.replace(attribute, "").strip()
    while text.endswith("?") and text.startswith("(") and matching_paren(text, 0) == len(text) - 2:
        text = text[1:-2].strip()
        for attribute in ("@escaping", "@MainActor", "@Sendable"):
            text = text.replace(attribute, "").strip()
    if not text.startswith("(") or "->" not in text[matching_paren(text, 0):]:
        return None
    params, _, result = parse_function(text)
    head = ", ".join("_" for _ in params)
    if result == "Void":
        return f"{{ {head} in }}" if params else "{}"
    return f"{{ {head} in fatalError() }}" if params else "{ fatalError() }"


def check_expression(row):
    """A closure that uses the member with UIKit's types; it is created but never called."""
    type_name, generics = GENERIC.get(row["type"], (row["type"], {}))
    sig = substitute(row["signature"], generics).replace("Self", type_name)
    base, labels = split_name(row["member"])
    kind = row["kind"]
    receiver = "o: inout " + type_name if row["type"] in VALUE_TYPES else "o: " + type_name
    if row["status"] == "deviation":
        # Its type differs from UIKit's (Deviations.md): only that it exists is checked.
        return f"{{ ({receiver}) in _ = o.{base} }}"
    if kind in ("property", "class property"):
        value, settable = parse_property(sig)
        value = value[:-1] + "?" if value.endswith("!") else value
        target = f"{type_name}.{base}" if kind == "class property" else f"o.{base}"
        head = "" if kind == "class property" else f"({receiver}) in "
        if settable:
            if kind == "class property":
                return f"{{ inventoryExact(&{target}, ({value}).self) }}"
            return f"{{ {head}inventoryExact(&{target}, ({value}).self) }}"
        if kind == "class property":
            return f"{{ () -> {value} in {target} }}"
        return f"{{ ({receiver}) -> {value} in {target} }}"
    params, effects, result = parse_function(sig)
    if labels is None or len(labels) != len(params):
        sys.exit(f"{TSV}:{row['line']}: {row['member']} has {len(params)} parameter types")
    literals = [closure_literal(p) for p in params]
    names = [literal or f"a{i}" for i, literal in enumerate(literals)]
    declared = [f"a{i}: {p}" for i, (p, literal) in enumerate(zip(params, literals)) if literal is None]
    call_effects = ("try " if "throws" in effects else "") + ("await " if "async" in effects else "")
    effect_words = " ".join(effects) + " " if effects else ""
    if kind == "initializer":
        declared_result = type_name + ("?" if result and result.endswith("?") else "")
        call = f"{type_name}({argument_list(labels, names)})"
        return f"{{ ({', '.join(declared)}) {effect_words}-> {declared_result} in {call_effects}{call} }}"
    args = argument_list(labels, names)
    if kind == "class method":
        call = f"{type_name}.{base}({args})"
    else:
        call = f"o.{base}({args})"
        declared = [receiver] + declared
    return f"{{ ({', '.join(declared)}) {effect_words}-> {result or 'Void'} in {call_effects}{call} }}"


# MARK: - Overrides


def covered_overrides():
    """(superclass, member) pairs that Tests/OverrideSurfaceTests already overrides."""
    covered = set()
    if not os.path.isdir(OVERRIDE_TESTS):
        return covered
    for name in sorted(os.listdir(OVERRIDE_TESTS)):
        if not name.endswith(".swift"):
            continue
        text = open(os.path.join(OVERRIDE_TESTS, name)).read()
        for m in re.finditer(r"\bclass\s+\w+\s*(?:<[^>]*>)?\s*:\s*([\w.]+)(?:<[^{]*>)?[^{]*\{", text):
            superclass = m.group(1)
            depth, i = 1, m.end()
            while depth and i < len(text):
                depth += {"{": 1, "}": -1}.get(text[i], 0)
                i += 1
            body = text[m.end():i]
            for o in re.finditer(r"override\s+(?:(?:class|open|public|final)\s+)*(func|var)\s+(\w+)", body):
                if o.group(1) == "var":
                    covered.add((superclass, o.group(2)))
                    continue
                start = body.index("(", o.end())
                end = matching_paren(body, start)
                labels = []
                for param in split_top(body[start + 1:end]):
                    labels.append(param.split(":")[0].split()[0])
                covered.add((superclass, f"{o.group(2)}({''.join(label + ':' for label in labels)})"))
    return covered


def override_declaration(row):
    sig = substitute(row["signature"], GENERIC.get(row["type"], ("", {}))[1])
    base, labels = split_name(row["member"])
    if row["kind"] in ("property", "class property"):
        value, settable = parse_property(sig)
        keyword = "override class var" if row["kind"] == "class property" else "override var"
        if settable and row["kind"] == "property":
            return f"{keyword} {base}: {value} {{ didSet {{}} }}"
        return f"{keyword} {base}: {value} {{ super.{base} }}"
    params, effects, result = parse_function(sig)
    names = [f"a{i}" for i in range(len(params))]
    declared = ", ".join(f"{label} {n}: {p}" for label, n, p in zip(labels, names, params))
    effect_words = " ".join(effects) + " " if effects else ""
    call_effects = ("try " if "throws" in effects else "") + ("await " if "async" in effects else "")
    returns = f"-> {result} " if result and result != "Void" else ""
    return (
        f"override func {base}({declared}) {effect_words}{returns}"
        f"{{ {call_effects}super.{base}({argument_list(labels, names)}) }}"
    )


def wants_override(row, covered):
    return (
        row["overridable"] == "yes"
        and row["status"] == "present"
        and "not open here" not in row["note"]
        and row["kind"] in ("property", "method", "class property")
        and row["type"] not in NO_SUBCLASS
        and not row["note"].startswith("not checked")
        and "Self" not in row["signature"]
        and (row["type"], row["member"].split("(")[0] if row["kind"] != "method" else row["member"]) not in covered
    )


# MARK: - Checks file


def is_checked(row):
    """Present members are checked with UIKit's signature, deviating properties for their existence only."""
    if row["note"].startswith("not checked"):
        return False
    return row["status"] == "present" or (row["status"] == "deviation" and row["kind"] == "property")


def swift_identifier(type_name):
    return re.sub(r"\W", "", type_name)


def wrapped(line):
    """A check longer than a line, with its closure's body on a line of its own (as swift-format wants it)."""
    if len(line) <= 120:
        return line
    head, body = line.split(" in ", 1) if " in " in line else (line, None)
    if body is None or not body.endswith(" })"):
        return line
    return f"{head} in\n        {body[:-3]}\n    }})"


def write_checks(rows):
    checked = [r for r in rows if is_checked(r)]
    covered = covered_overrides()
    by_type = collections.OrderedDict()
    for row in checked:
        by_type.setdefault(row["type"], []).append(row)
    out = [
        "// Generated by `python3 Inventory/generate.py` from Inventory/UIKitSurface.tsv: do not edit by hand.",
        "//",
        "// Every member the inventory counts as present, used with the Swift signature Apple's iOS 17 SDK gives it:",
        "// a member that is missing here, or has another type, fails to compile. The closures are created, never",
        "// called. Overridable members that Tests/OverrideSurfaceTests does not override are overridden in a",
        "// subclass per type.",
        "",
        "import Testing",
        "import UIKit",
        "",
        "/// Passes a settable member `inout`, which only compiles when its type is exactly `type`.",
        "private func inventoryExact<Value>(_ value: inout Value, _ type: Value.Type) {}",
        "",
    ]
    calls = []
    for type_name, group in by_type.items():
        function = f"check{swift_identifier(type_name)}"
        calls.append(function)
        out.append(f"@MainActor private func {function}(_ checks: inout [Any]) {{")
        for row in group:
            out.append(f"    // {row['type']}.{row['member']}")
            out.append(wrapped(f"    checks.append({check_expression(row)})"))
        out.append("}")
        out.append("")
    override_count = 0
    for type_name, group in by_type.items():
        members = [r for r in group if wants_override(r, covered)]
        if not members:
            continue
        superclass = GENERIC.get(type_name, (type_name, {}))[0]
        sendable = ", @unchecked Sendable" if type_name in SENDABLE else ""
        out.append(f"private final class {swift_identifier(type_name)}Inventory: {superclass}{sendable} {{")
        for row in members:
            out.append(f"    // {row['type']}.{row['member']}")
            out.append(f"    {override_declaration(row)}")
            override_count += 1
        out.append("}")
        out.append("")
    out += [
        "/// What the generator wrote: one check per present member (not those noted \"not checked\") and per deviating",
        "/// property.",
        "private enum SurfaceInventory {",
        f"    static let checkedMemberCount = {len(checked)}",
        f"    static let overriddenMemberCount = {override_count}",
        "",
        "    @MainActor static func checks() -> [Any] {",
        "        var checks: [Any] = []",
    ]
    out += [f"        {call}(&checks)" for call in calls]
    out += [
        "        return checks",
        "    }",
        "}",
        "",
        "@MainActor",
        "@Test func everyPresentMemberIsChecked() {",
        "    #expect(SurfaceInventory.checks().count == SurfaceInventory.checkedMemberCount)",
        "}",
        "",
    ]
    with open(CHECKS, "w") as f:
        f.write("\n".join(out))
    # The repository's .swift-format wraps the long lines; the result is what is committed.
    if shutil.which("swift"):
        subprocess.run(["swift", "format", "--in-place", CHECKS], cwd=ROOT, check=True)
    else:
        print(f"swift not found: run `swift format --in-place {os.path.relpath(CHECKS, ROOT)}`")
    return len(checked), override_count


def main():
    rows = read_rows()
    write_coverage(rows)
    checked, overridden = write_checks(rows)
    present = sum(r["status"] != "missing" for r in rows)
    print(f"{len(rows)} members, {present} present; {checked} checked, {overridden} overridden")


if __name__ == "__main__":
    main()
