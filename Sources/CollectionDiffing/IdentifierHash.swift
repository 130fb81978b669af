/// The hash the diff's tables (and a snapshot's, which hands its hashes to the diff) give an identifier.
///
/// Fixed-width integers — the most common identifiers, and the cheapest to compare — are mixed by a multiply and
/// xor-shift finalizer (the one of MurmurHash3's 64-bit variant) over the value xored with a per-process seed,
/// which costs a few instructions where `hashValue` runs SipHash-1-3 through `Hasher`. The seed comes from
/// `Hasher`'s own per-process seed, so which inputs collide still differs from run to run (and is repeatable under
/// `SWIFT_DETERMINISTIC_HASHING`, as `hashValue` is). Every other type is hashed by its `hashValue`.
///
/// The type checks fold away where the generic code is specialised; where it is not, each is one comparison of
/// metadata pointers.
@inlinable @inline(__always)
public func identifierHash<ID: Hashable>(_ identifier: ID, seed: UInt64) -> Int {
    if ID.self == Int.self {
        return mixedHash(UInt64(bitPattern: Int64(unsafeBitCast(identifier, to: Int.self))), seed)
    }
    if ID.self == UInt.self { return mixedHash(UInt64(unsafeBitCast(identifier, to: UInt.self)), seed) }
    if ID.self == Int64.self { return mixedHash(UInt64(bitPattern: unsafeBitCast(identifier, to: Int64.self)), seed) }
    if ID.self == UInt64.self { return mixedHash(unsafeBitCast(identifier, to: UInt64.self), seed) }
    if ID.self == Int32.self {
        return mixedHash(UInt64(UInt32(bitPattern: unsafeBitCast(identifier, to: Int32.self))), seed)
    }
    if ID.self == UInt32.self { return mixedHash(UInt64(unsafeBitCast(identifier, to: UInt32.self)), seed) }
    return identifier.hashValue
}

/// The seed of `identifierHash(_:seed:)`, fixed for the process; read it once per pass, not per identifier.
@inlinable
public var identifierHashSeed: UInt64 { processIdentifierHashSeed }

@usableFromInline
let processIdentifierHashSeed: UInt64 = {
    var hasher = Hasher()
    hasher.combine(0x5EED_C011_EC71_0A)
    return UInt64(bitPattern: Int64(hasher.finalize())) | 1
}()

/// MurmurHash3's 64-bit finalizer over `value ^ seed`: every input bit reaches every output bit.
@inlinable @inline(__always)
func mixedHash(_ value: UInt64, _ seed: UInt64) -> Int {
    var mixed = value ^ seed
    mixed = (mixed ^ (mixed >> 33)) &* 0xFF51_AFD7_ED55_8CCD
    mixed = (mixed ^ (mixed >> 33)) &* 0xC4CE_B9FE_1A85_EC53
    mixed ^= mixed >> 33
    return Int(bitPattern: UInt(mixed))
}
