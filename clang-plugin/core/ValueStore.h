//===- ValueStore.h - The value model's lattice: bytes per object -*- C++
//-*-===//
//
// What one path knows of the objects the value model follows: for each
// object (a root), its bytes as ranges (leaves) that hold a scalar, the zero
// fill of an initialiser, unknown bytes, or a copy of the caller's bytes.
// Paths are copied at every branch and call and most copies write a few
// objects or none, so a state's leaves are shared by its copies root by
// root until one of them writes (copy on write, with counts that are not
// atomic: a state never leaves the thread that analyses its translation
// unit). Joins compare only the roots two states do not share.
//
//===----------------------------------------------------------------------===//
#ifndef PSOLINT_CORE_VALUESTORE_H
#define PSOLINT_CORE_VALUESTORE_H

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/IntrusiveRefCntPtr.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

namespace psolint {

using RootId = unsigned;

/// A scalar the program stores: a known integer, a pointer known to be null
/// or not, the address of a followed object, or unknown.
struct Value {
  enum KindT : uint8_t {
    Unknown,
    Int,      // Number; 0 also reads as a null pointer
    NonNull,  // a pointer to something not followed (a blob's buffer)
    Pointer,  // Number bytes into object Root, whose type is Pointee
    Argument, // inside a summary: the value its caller passes for Param
    Deferred, // inside a summary: Width bytes at Number in the caller's Root
  };
  KindT Kind = Unknown;
  int64_t Number = 0;
  RootId Root = 0;
  const clang::Type *Pointee = nullptr;
  const clang::ParmVarDecl *Param = nullptr;
  uint64_t Width = 0;
  /// The expression that produced the value, and the call (in the function
  /// the model was asked about) through which a helper wrote it.
  const clang::Expr *Site = nullptr;
  const clang::Expr *Via = nullptr;
  /// The read that moved the value here from another place: an entry of a
  /// constant object (a table, a shared desc), or another slot of the same
  /// object (`RTVFormats[1] = RTVFormats[0]`). Null when it was stored
  /// where it is (a copy between objects at the same place keeps Site).
  const clang::Expr *Copy = nullptr;

  bool isNull() const { return Kind == Int && Number == 0; }
  bool isNonNull() const {
    return Kind == NonNull || Kind == Pointer || (Kind == Int && Number != 0);
  }
  /// Same value, wherever it came from.
  bool sameAs(const Value &O) const {
    return Kind == O.Kind && Number == O.Number && Root == O.Root &&
           Param == O.Param && Width == O.Width &&
           (Kind != Pointer || Pointee == O.Pointee);
  }
  bool operator==(const Value &O) const {
    return sameAs(O) && Site == O.Site && Via == O.Via && Copy == O.Copy;
  }
};

/// One branch taken on a path: the terminator and its successor index.
struct Decision {
  const clang::Stmt *Branch = nullptr;
  unsigned Successor = 0;
  /// The label of the block it leads to (a `case`), if any.
  const clang::Stmt *Label = nullptr;
  /// Taken inside a called function, whose condition may depend on what
  /// the caller passes.
  bool Inherited = false;
  /// The test of a value the function's caller passes that chose this edge
  /// (an index into the engine's tests; 0: none).
  unsigned Test = 0;
  /// A pass through the loop Branch that the path's own values decided:
  /// the one where the value its condition tests (its counter) is Round.
  bool Pass = false;
  int64_t Round = 0;
  /// Of a pass: whether the path's trail was cut short before the loop
  /// (what the loop decides is dropped at each pass, and with it any cut
  /// it caused).
  bool TruncatedBefore = false;
  bool operator==(const Decision &O) const {
    return Branch == O.Branch && Successor == O.Successor &&
           Inherited == O.Inherited && Pass == O.Pass && Round == O.Round;
  }
};

/// What one path knows: byte ranges of followed objects.
class State {
public:
  /// CopyOf: the bytes of V's object at V's offset, as the caller has them
  /// (a summary's copy from a parameter it did not write).
  enum LeafKind : uint8_t { Scalar, Zero, Clobbered, CopyOf };
  struct Leaf {
    uint64_t Size = 0;
    LeafKind Kind = Scalar;
    Value V;
    bool operator==(const Leaf &O) const {
      return Size == O.Size && Kind == O.Kind && V == O.V;
    }
    /// Alike for a join: the same bytes, wherever they came from.
    bool sameAs(const Leaf &O) const {
      return Size == O.Size && Kind == O.Kind && V.sameAs(O.V);
    }
  };
  using Key = std::pair<RootId, uint64_t>;

  /// One root's leaves, by offset, none overlapping: a sorted vector (a
  /// root holds a few dozen leaves at most; copying one is one allocation).
  class RootLeaves : public llvm::RefCountedBase<RootLeaves> {
  public:
    using value_type = std::pair<uint64_t, Leaf>;
    /// One leaf kept inline: most roots are a scalar or a pointer, and a
    /// root copied on write is then one allocation, not two.
    using Vector = llvm::SmallVector<value_type, 2>;
    using const_iterator = Vector::const_iterator;

    const_iterator begin() const { return Items.begin(); }
    const_iterator end() const { return Items.end(); }
    bool empty() const { return Items.empty(); }
    size_t size() const { return Items.size(); }
    const_iterator lower_bound(uint64_t Offset) const {
      return std::lower_bound(
          Items.begin(), Items.end(), Offset,
          [](const value_type &E, uint64_t O) { return E.first < O; });
    }
    const_iterator upper_bound(uint64_t Offset) const {
      return std::upper_bound(
          Items.begin(), Items.end(), Offset,
          [](uint64_t O, const value_type &E) { return O < E.first; });
    }
    /// The leaves overlapping [Begin, End), as a range.
    std::pair<const_iterator, const_iterator> overlapping(uint64_t Begin,
                                                          uint64_t End) const;
    /// Whether any leaf overlaps [Begin, End).
    bool overlaps(uint64_t Begin, uint64_t End) const {
      auto [First, Last] = overlapping(Begin, End);
      return First != Last;
    }
    /// Writes [Offset, Offset + Size): the leaves it covers go, the parts of
    /// those it cuts that stay keep their kind (a cut scalar is unknown).
    void put(uint64_t Offset, uint64_t Size, LeafKind Kind, const Value &V);
    /// Writes each of Sorted in turn, as put() would: they are in order of
    /// offset and none overlaps another. One pass over the leaves, where a
    /// put of each would move the leaves after it every time.
    void putAll(llvm::ArrayRef<value_type> Sorted);
    /// Adds a leaf past every leaf there is.
    void append(uint64_t Offset, const Leaf &L) {
      assert((Items.empty() ||
              Items.back().first + Items.back().second.Size <= Offset) &&
             "leaves appended out of order");
      Items.push_back({Offset, L});
      Print = 0;
    }
    bool operator==(const RootLeaves &O) const {
      return fingerprint() == O.fingerprint() && Items == O.Items;
    }
    bool operator!=(const RootLeaves &O) const { return !(*this == O); }

  private:
    /// A digest of the leaves, equal for equal leaves, kept until they
    /// change: two states compared when paths merge mostly differ, and the
    /// digests tell most of them apart without a walk.
    uint64_t fingerprint() const;

    Vector Items;
    mutable uint64_t Print = 0; // 0: not computed since the last change
  };
  /// A root without leaves.
  static const RootLeaves &noLeaves();

  /// The leaves, root by root, shared by the copies of a state until one of
  /// them writes (copy on write), and then only the root it writes.
  class SharedLeaves {
    using Entry = std::pair<RootId, llvm::IntrusiveRefCntPtr<RootLeaves>>;
    struct Table : llvm::RefCountedBase<Table> {
      /// By RootId, none empty; a function's few roots kept inline, so
      /// that a table copied on write is one allocation.
      llvm::SmallVector<Entry, 8> Entries;
    };

  public:
    /// Root R's leaves; null when it has none.
    const RootLeaves *of(RootId R) const {
      if (!P)
        return nullptr;
      auto It = find(P->Entries, R);
      return It != P->Entries.end() && It->first == R && !It->second->empty()
                 ? It->second.get()
                 : nullptr;
    }
    /// Root R's leaves, this state's own from now on. Leaving them empty
    /// is allowed until the next call of another member.
    RootLeaves &mutOf(RootId R);
    /// Replaces root R's leaves.
    void set(RootId R, const RootLeaves &M);
    void erase(RootId R);
    size_t size() const {
      size_t N = 0;
      if (P)
        for (const Entry &E : P->Entries)
          N += E.second->size();
      return N;
    }
    bool operator==(const SharedLeaves &O) const;
    /// Joins O's leaves into these: the ranges one side holds and the other
    /// does not hold alike become unknown. Roots both share are skipped.
    /// Returns whether any range differed.
    bool joinWith(const SharedLeaves &O);

    /// Calls F with each root that has leaves, in order.
    template <typename Fn> void forEachRoot(Fn F) const {
      if (P)
        for (const Entry &E : P->Entries)
          if (!E.second->empty())
            F(E.first);
    }

    /// Every leaf, as ((root, offset), leaf), in order.
    class iterator {
    public:
      iterator(const Table *T, size_t Outer) : T(T), Outer(Outer) { settle(); }
      std::pair<Key, const Leaf &> operator*() const {
        return {{T->Entries[Outer].first, Inner->first}, Inner->second};
      }
      iterator &operator++() {
        ++Inner;
        if (Inner == T->Entries[Outer].second->end()) {
          ++Outer;
          settle();
        }
        return *this;
      }
      bool operator!=(const iterator &O) const {
        return Outer != O.Outer ||
               (T && Outer < T->Entries.size() && Inner != O.Inner);
      }

    private:
      void settle() {
        while (T && Outer < T->Entries.size() &&
               T->Entries[Outer].second->empty())
          ++Outer;
        if (T && Outer < T->Entries.size())
          Inner = T->Entries[Outer].second->begin();
      }
      const Table *T;
      size_t Outer;
      RootLeaves::const_iterator Inner;
    };
    iterator begin() const { return iterator(P.get(), 0); }
    iterator end() const {
      return iterator(P.get(), P ? P->Entries.size() : 0);
    }

  private:
    template <typename Vec>
    static auto find(Vec &Entries, RootId R) -> decltype(Entries.begin()) {
      return std::lower_bound(
          Entries.begin(), Entries.end(), R,
          [](const Entry &E, RootId R) { return E.first < R; });
    }
    Table &own();
    /// The entries, none when the state has no table.
    llvm::ArrayRef<Entry> entries() const;
    llvm::IntrusiveRefCntPtr<Table> P;
  };

  SharedLeaves Leaves;
  /// Roots whose address reached code the model cannot see: all unknown.
  llvm::SmallVector<RootId, 2> Escaped;
  /// Desc roots the runtime (or a helper that calls it) has read.
  llvm::SmallVector<RootId, 2> Consumed;
  llvm::SmallVector<Decision, 4> Trail;
  /// Joined from paths that differ: its trail names none of them.
  bool Merged = false;
  /// More decisions were taken than the trail keeps.
  bool Truncated = false;
  /// The worklist's bookkeeping for a block's input states: which one this
  /// is (unique among them), and whether it has run since it last changed.
  unsigned Serial = 0;
  bool Ran = false;

  bool escaped(RootId R) const { return llvm::is_contained(Escaped, R); }
  bool sameContents(const State &O) const {
    return Leaves == O.Leaves && Escaped == O.Escaped && Consumed == O.Consumed;
  }
};

} // namespace psolint

#endif // PSOLINT_CORE_VALUESTORE_H
