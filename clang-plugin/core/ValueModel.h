//===- ValueModel.h - What stream and desc objects hold at a call -*- C++
//-*-===//
//
// One model of the bytes the program writes into stream and desc objects,
// kept apart from the checks that read it. It follows every object a
// function names (locals, parameters' referents, `this`, temporaries,
// constants) byte range by byte range, over Clang's CFG, one abstract state
// per path (joined when paths are too many or a loop repeats). Calls into
// functions of the translation unit apply their summaries: what they write
// through their parameters, `this` and captured references, what they
// return, and where they hand a desc to the runtime. Whatever it cannot see
// (a call without a body, an escaped address, an unknown index) is unknown,
// and the checks stay silent on unknown.
//
//===----------------------------------------------------------------------===//
#ifndef PSOLINT_CORE_VALUEMODEL_H
#define PSOLINT_CORE_VALUEMODEL_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include <algorithm>
#include <map>
#include <memory>
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
    return sameAs(O) && Site == O.Site && Via == O.Via;
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
  bool operator==(const Decision &O) const {
    return Branch == O.Branch && Successor == O.Successor &&
           Inherited == O.Inherited;
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
  };
  using Key = std::pair<RootId, uint64_t>;
  /// One root's leaves, by offset.
  using RootLeaves = std::map<uint64_t, Leaf>;

  /// The leaves, root by root, shared by the copies of a state until one of
  /// them writes (copy on write), and then only the root it writes. Paths
  /// are copied at every branch, join and call; most copies change a few
  /// roots or none, and a join compares only the roots whose leaves are not
  /// shared.
  class SharedLeaves {
    using Entry = std::pair<RootId, std::shared_ptr<RootLeaves>>;
    using Table = std::vector<Entry>; // by RootId

  public:
    /// Root R's leaves; null when it has none.
    const RootLeaves *of(RootId R) const {
      if (!P)
        return nullptr;
      auto It = find(*P, R);
      return It != P->end() && It->first == R && !It->second->empty()
                 ? It->second.get()
                 : nullptr;
    }
    /// Root R's leaves, this state's own from now on.
    RootLeaves &mutOf(RootId R) {
      Table &T = own();
      auto It = find(T, R);
      if (It == T.end() || It->first != R)
        It = T.insert(It, {R, std::make_shared<RootLeaves>()});
      else if (It->second.use_count() > 1)
        It->second = std::make_shared<RootLeaves>(*It->second);
      return *It->second;
    }
    /// Replaces root R's leaves.
    void set(RootId R, RootLeaves M) {
      if (M.empty()) {
        erase(R);
        return;
      }
      Table &T = own();
      auto It = find(T, R);
      auto Shared = std::make_shared<RootLeaves>(std::move(M));
      if (It == T.end() || It->first != R)
        T.insert(It, {R, std::move(Shared)});
      else
        It->second = std::move(Shared);
    }
    void erase(RootId R) {
      if (!of(R))
        return;
      Table &T = own();
      T.erase(find(T, R));
    }
    /// The roots with leaves, in order, and whether another state's leaves
    /// of R are the same object as these (then they are equal).
    llvm::SmallVector<RootId, 8> roots() const {
      llvm::SmallVector<RootId, 8> Out;
      if (P)
        for (const Entry &E : *P)
          if (!E.second->empty())
            Out.push_back(E.first);
      return Out;
    }
    bool shares(const SharedLeaves &O, RootId R) const {
      const RootLeaves *A = of(R), *B = O.of(R);
      return A == B;
    }
    size_t size() const {
      size_t N = 0;
      if (P)
        for (const Entry &E : *P)
          N += E.second->size();
      return N;
    }
    bool operator==(const SharedLeaves &O) const {
      if (P == O.P)
        return true;
      llvm::SmallVector<RootId, 8> Mine = roots(), Theirs = O.roots();
      if (Mine != Theirs)
        return false;
      for (RootId R : Mine) {
        const RootLeaves *A = of(R), *B = O.of(R);
        if (A != B && *A != *B)
          return false;
      }
      return true;
    }

    /// Every leaf, as ((root, offset), leaf), in order.
    class iterator {
    public:
      iterator(const Table *T, size_t Outer) : T(T), Outer(Outer) { settle(); }
      std::pair<Key, const Leaf &> operator*() const {
        return {{(*T)[Outer].first, Inner->first}, Inner->second};
      }
      iterator &operator++() {
        ++Inner;
        if (Inner == (*T)[Outer].second->end()) {
          ++Outer;
          settle();
        }
        return *this;
      }
      bool operator!=(const iterator &O) const {
        return Outer != O.Outer || (T && Outer < T->size() && Inner != O.Inner);
      }

    private:
      void settle() {
        while (T && Outer < T->size() && (*T)[Outer].second->empty())
          ++Outer;
        if (T && Outer < T->size())
          Inner = (*T)[Outer].second->begin();
      }
      const Table *T;
      size_t Outer;
      RootLeaves::const_iterator Inner;
    };
    iterator begin() const { return iterator(P.get(), 0); }
    iterator end() const { return iterator(P.get(), P ? P->size() : 0); }

  private:
    static Table::iterator find(Table &T, RootId R) {
      return std::lower_bound(
          T.begin(), T.end(), R,
          [](const Entry &E, RootId R) { return E.first < R; });
    }
    static Table::const_iterator find(const Table &T, RootId R) {
      return std::lower_bound(
          T.begin(), T.end(), R,
          [](const Entry &E, RootId R) { return E.first < R; });
    }
    Table &own() {
      if (!P)
        P = std::make_shared<Table>();
      else if (P.use_count() > 1)
        P = std::make_shared<Table>(*P);
      return *P;
    }
    std::shared_ptr<Table> P;
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

  bool escaped(RootId R) const { return llvm::is_contained(Escaped, R); }
  bool sameContents(const State &O) const {
    return Leaves == O.Leaves && Escaped == O.Escaped && Consumed == O.Consumed;
  }
};

/// One path on which the runtime reads a desc.
struct DescRead {
  const State *At = nullptr;
  Value Desc;   // the pointer the runtime is given
  Value Size;   // SizeInBytes
  Value Stream; // pPipelineStateSubobjectStream
  // D3D12_STATE_OBJECT_DESC: Type, NumSubobjects, pSubobjects.
  Value ObjectType, Count, Subobjects;
};

/// A place where the runtime reads a D3D12_PIPELINE_STATE_STREAM_DESC: a
/// CreatePipelineState call, or the end of the function of a local desc
/// that is filled and never handed anywhere. One read per path reaching it.
struct RuntimeUse {
  /// The CreatePipelineState call; null for the end of Function.
  const clang::CallExpr *Call = nullptr;
  /// The function the paths start in, and the calls from it (outermost
  /// first) through which the use is reached.
  const clang::FunctionDecl *Function = nullptr;
  llvm::SmallVector<const clang::Expr *, 2> Via;
  std::vector<DescRead> Paths;
};

class ValueModel {
public:
  /// Analyses Functions (and, on demand, what they call), recording every
  /// place where a desc is given to the runtime.
  ValueModel(clang::ASTContext &Ctx,
             llvm::ArrayRef<const clang::FunctionDecl *> Functions);
  ~ValueModel();

  llvm::ArrayRef<RuntimeUse> uses() const { return Uses; }
  /// Where the runtime reads a D3D12_STATE_OBJECT_DESC: CreateStateObject
  /// and AddToStateObject calls.
  llvm::ArrayRef<RuntimeUse> stateObjectUses() const { return StateObjectUses; }

  /// The scalar of Size bytes Offset bytes into what Pointer points to.
  Value read(const State &S, const Value &Pointer, uint64_t Offset,
             uint64_t Size) const;
  /// Whether those bytes hold only the zero fill of an initialiser (`= {}`,
  /// the elements an aggregate initialiser leaves out): nothing wrote them.
  bool zeroFilled(const State &S, const Value &Pointer, uint64_t Offset,
                  uint64_t Size) const;
  /// The declaration of the object a root stands for (a variable, a
  /// parameter, a function for `this`), or null for a temporary.
  const clang::Decl *rootDecl(RootId R) const;

  /// Every use and path, for debugging (PSOLINT_DUMP_VALUES=1).
  void dump(llvm::raw_ostream &OS) const;

  /// Functions whose paths the model followed, for the benchmark.
  unsigned functionsAnalysed() const;

  class Engine;

private:
  std::unique_ptr<Engine> Impl;
  std::vector<RuntimeUse> Uses, StateObjectUses;
};

/// Whether T is D3D12_PIPELINE_STATE_STREAM_DESC.
bool isStreamDescType(clang::QualType T);
/// Whether T is D3D12_STATE_OBJECT_DESC or D3D12_STATE_SUBOBJECT.
bool isStateObjectDescType(clang::QualType T);
/// Whether a function of this name is one of the runtime's that read a
/// desc: CreatePipelineState, CreateStateObject, AddToStateObject.
bool isRuntimeReadName(llvm::StringRef Name);

} // namespace psolint

#endif // PSOLINT_CORE_VALUEMODEL_H
