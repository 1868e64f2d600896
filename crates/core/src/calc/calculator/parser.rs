//! Recursive-descent parser: tokens → syntax tree.
//!
//! Precedence, loosest first: `+ −` (left), `× ÷` and implicit multiplication (left), unary
//! `− +`, `^` (right-associative, so 2^3^2 = 2^9 and −2^2 = −(2^2)), postfix `!` and `%`,
//! then numbers, constants, parentheses and functions. A function applied without
//! parentheses takes the next power (`sin 30^2` = sin 900); with them, its result is the
//! operand (`sin(30)^2`). Missing closing parentheses at the end are implied, as on a
//! handheld calculator. Chains (`1+2+3…`) are kept flat, so the tree is only as deep as the
//! nesting, which is limited.

use num_rational::BigRational;

use super::CalcError;
use super::lexer::{Constant, Func, Tok};

/// Deepest nesting of parentheses, functions, signs and powers.
pub const MAX_DEPTH: usize = 100;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AddOp {
    Add,
    Sub,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MulOp {
    Mul,
    Div,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PostOp {
    Factorial,
    Percent,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Node {
    Num(BigRational),
    Const(Constant),
    Sum(Box<Node>, Vec<(AddOp, Node)>),
    Product(Box<Node>, Vec<(MulOp, Node)>),
    Neg(Box<Node>),
    Pow(Box<Node>, Box<Node>),
    Postfix(Box<Node>, Vec<PostOp>),
    Call(Func, Box<Node>),
}

impl Node {
    /// `b%` or `−b%` as a whole term: the operand the percent rule of `a ± b%` applies to.
    pub fn as_percent(&self) -> Option<(bool, Node)> {
        match self {
            Node::Postfix(inner, ops) if ops.last() == Some(&PostOp::Percent) => {
                let rest = &ops[..ops.len() - 1];
                let base = if rest.is_empty() {
                    (**inner).clone()
                } else {
                    Node::Postfix(inner.clone(), rest.to_vec())
                };
                Some((false, base))
            }
            Node::Neg(inner) => inner.as_percent().map(|(neg, base)| (!neg, base)),
            _ => None,
        }
    }
}

struct Parser {
    tokens: Vec<Tok>,
    pos: usize,
    depth: usize,
}

pub fn parse(tokens: Vec<Tok>) -> Result<Node, CalcError> {
    if tokens.is_empty() {
        return Err(CalcError::Empty);
    }
    let mut p = Parser {
        tokens,
        pos: 0,
        depth: 0,
    };
    let node = p.expr()?;
    match p.peek() {
        None => Ok(node),
        Some(Tok::RParen) => Err(CalcError::Unbalanced),
        Some(_) => Err(CalcError::MissingOperator),
    }
}

impl Parser {
    fn peek(&self) -> Option<&Tok> {
        self.tokens.get(self.pos)
    }

    fn next(&mut self) -> Option<Tok> {
        let t = self.tokens.get(self.pos).cloned();
        self.pos += 1;
        t
    }

    /// Every level of nesting passes through `unary` once, so that is where depth is counted.
    fn enter(&mut self) -> Result<(), CalcError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(CalcError::TooDeep { max: MAX_DEPTH });
        }
        Ok(())
    }

    fn expr(&mut self) -> Result<Node, CalcError> {
        let first = self.term()?;
        let mut rest = Vec::new();
        loop {
            let op = match self.peek() {
                Some(Tok::Plus) => AddOp::Add,
                Some(Tok::Minus) => AddOp::Sub,
                _ => break,
            };
            self.pos += 1;
            rest.push((op, self.term()?));
        }
        Ok(if rest.is_empty() {
            first
        } else {
            Node::Sum(Box::new(first), rest)
        })
    }

    fn term(&mut self) -> Result<Node, CalcError> {
        let first = self.unary()?;
        let mut rest = Vec::new();
        loop {
            let op = match self.peek() {
                Some(Tok::Times) => {
                    self.pos += 1;
                    MulOp::Mul
                }
                Some(Tok::Divide) => {
                    self.pos += 1;
                    MulOp::Div
                }
                // Implicit multiplication: 2π, 3(4+5), 2sin30, (1+2)(3+4).
                Some(Tok::LParen | Tok::Const(_) | Tok::Func(_)) => MulOp::Mul,
                // Two numbers in a row ("2 3", "(1)2") are a missing operator.
                Some(Tok::Num(_)) => return Err(CalcError::MissingOperator),
                _ => break,
            };
            rest.push((op, self.unary()?));
        }
        Ok(if rest.is_empty() {
            first
        } else {
            Node::Product(Box::new(first), rest)
        })
    }

    fn unary(&mut self) -> Result<Node, CalcError> {
        self.enter()?;
        let node = match self.peek() {
            Some(Tok::Minus) => {
                self.pos += 1;
                Node::Neg(Box::new(self.unary()?))
            }
            Some(Tok::Plus) => {
                self.pos += 1;
                self.unary()?
            }
            _ => self.power()?,
        };
        self.depth -= 1;
        Ok(node)
    }

    fn power(&mut self) -> Result<Node, CalcError> {
        let base = self.postfix()?;
        if self.peek() == Some(&Tok::Caret) {
            self.pos += 1;
            let exponent = self.unary()?;
            return Ok(Node::Pow(Box::new(base), Box::new(exponent)));
        }
        Ok(base)
    }

    fn postfix(&mut self) -> Result<Node, CalcError> {
        let base = self.primary()?;
        let mut ops = Vec::new();
        loop {
            match self.peek() {
                Some(Tok::Bang) => ops.push(PostOp::Factorial),
                Some(Tok::Percent) => ops.push(PostOp::Percent),
                _ => break,
            }
            self.pos += 1;
        }
        Ok(if ops.is_empty() {
            base
        } else {
            Node::Postfix(Box::new(base), ops)
        })
    }

    /// The inside of parentheses; a missing `)` at the very end is implied.
    fn group(&mut self) -> Result<Node, CalcError> {
        if self.peek() == Some(&Tok::RParen) {
            return Err(CalcError::EmptyParens);
        }
        let inner = self.expr()?;
        match self.peek() {
            Some(Tok::RParen) => {
                self.pos += 1;
                Ok(inner)
            }
            None => Ok(inner),
            Some(_) => Err(CalcError::MissingOperator),
        }
    }

    fn primary(&mut self) -> Result<Node, CalcError> {
        match self.next() {
            Some(Tok::Num(n)) => Ok(Node::Num(n)),
            Some(Tok::Const(c)) => Ok(Node::Const(c)),
            Some(Tok::LParen) => self.group(),
            Some(Tok::Func(f)) => {
                let arg = if self.peek() == Some(&Tok::LParen) {
                    self.pos += 1;
                    self.group()?
                } else {
                    self.unary()?
                };
                Ok(Node::Call(f, Box::new(arg)))
            }
            Some(Tok::RParen) if self.pos >= 2 && self.tokens[self.pos - 2] == Tok::LParen => {
                Err(CalcError::EmptyParens)
            }
            _ => Err(CalcError::MissingOperand),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::lexer::tokenize;
    use super::*;

    fn p(text: &str) -> Result<Node, CalcError> {
        parse(tokenize(text)?)
    }

    fn num(n: i64) -> Node {
        Node::Num(BigRational::from_integer(n.into()))
    }

    #[test]
    fn power_is_right_associative_and_binds_tighter_than_minus() {
        assert_eq!(
            p("2^3^2"),
            Ok(Node::Pow(
                Box::new(num(2)),
                Box::new(Node::Pow(Box::new(num(3)), Box::new(num(2))))
            ))
        );
        assert_eq!(
            p("-2^2"),
            Ok(Node::Neg(Box::new(Node::Pow(
                Box::new(num(2)),
                Box::new(num(2))
            ))))
        );
    }

    #[test]
    fn functions_with_and_without_parentheses() {
        assert_eq!(
            p("sin(30)^2"),
            Ok(Node::Pow(
                Box::new(Node::Call(Func::Sin, Box::new(num(30)))),
                Box::new(num(2))
            ))
        );
        assert_eq!(
            p("√4+5"),
            Ok(Node::Sum(
                Box::new(Node::Call(Func::Sqrt, Box::new(num(4)))),
                vec![(AddOp::Add, num(5))]
            ))
        );
    }

    #[test]
    fn percent_terms_are_recognised() {
        let Ok(Node::Sum(_, rest)) = p("200+10%") else {
            panic!("not a sum")
        };
        assert_eq!(rest[0].1.as_percent(), Some((false, num(10))));
        let Ok(Node::Sum(_, rest)) = p("200+-10%") else {
            panic!("not a sum")
        };
        assert_eq!(rest[0].1.as_percent(), Some((true, num(10))));
        assert_eq!(num(10).as_percent(), None);
    }

    #[test]
    fn syntax_errors_are_named() {
        assert_eq!(p(""), Err(CalcError::Empty));
        assert_eq!(p("   "), Err(CalcError::Empty));
        assert_eq!(p("2+"), Err(CalcError::MissingOperand));
        assert_eq!(p("*3"), Err(CalcError::MissingOperand));
        assert_eq!(p("2 3"), Err(CalcError::MissingOperator));
        assert_eq!(p("(1+2)3"), Err(CalcError::MissingOperator));
        assert_eq!(p("(1+2))"), Err(CalcError::Unbalanced));
        assert_eq!(p("2×()"), Err(CalcError::EmptyParens));
        assert!(p("(1+2").is_ok());
        assert!(p("sin(30").is_ok());
        let deep = "(".repeat(150) + "1";
        assert_eq!(p(&deep), Err(CalcError::TooDeep { max: MAX_DEPTH }));
        let signs = "-".repeat(150) + "1";
        assert_eq!(p(&signs), Err(CalcError::TooDeep { max: MAX_DEPTH }));
    }
}
